import { describe, expect, it } from 'vitest';
import {
  COMPANY_ROLES,
  createInviteSchema,
  EDITABLE_METADATA_KEYS,
  EMPLOYEE_STATUSES,
  roleInfo,
  splitMetadata,
  TEAM_MESSAGES,
  updateEmployeeSchema,
} from './team.ts';

describe('team rules', () => {
  it('offers the 13 metadata keys of spec 02 §3 for editing and shows the rest read-only', () => {
    expect(EDITABLE_METADATA_KEYS).toEqual([
      'is_owner',
      'is_admin',
      'is_employee',
      'is_manager',
      'is_staff',
      'sales',
      'operations',
      'general',
      'support',
      'finance',
      'hr',
      'it',
      'marketing',
    ]);
    const { editable, readOnly } = splitMetadata({ hr: true, joined_by_invitation: true });
    expect(editable.hr).toBe(true);
    expect(editable.sales).toBe(false);
    expect(readOnly).toEqual([['joined_by_invitation', true]]);
  });

  it('has the five employee statuses of spec 02 §4 and never gives the platform role through a company', () => {
    expect(EMPLOYEE_STATUSES).toEqual(['active', 'inactive', 'suspended', 'invited', 'banned']);
    expect(COMPANY_ROLES).not.toContain('super_admin');
    expect(roleInfo('admin')).toMatchObject({ id: 'admin', display_name: 'Administrator', is_admin: true });
    expect(roleInfo('manager').is_admin).toBe(false);
  });

  it('validates the edit: a bad status, role or long code is refused with its message', () => {
    const bad = updateEmployeeSchema.safeParse({ status: 'retired', role_id: 'super_admin', employee_code: 'x'.repeat(51) });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages.status).toBe(TEAM_MESSAGES.statusInvalid);
    expect(messages.role_id).toBe(TEAM_MESSAGES.roleInvalid);
    expect(messages.employee_code).toBe(TEAM_MESSAGES.employeeCodeTooLong);
    expect(updateEmployeeSchema.parse({ email: ' Ann@Example.COM ' }).email).toBe('ann@example.com');
  });

  it('invites as a member unless told otherwise', () => {
    expect(createInviteSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', role_id: 'member' });
  });
});
