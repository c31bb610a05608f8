import { MAX_EMAIL_LENGTH } from '@hiring/shared/auth';
import { normalizeRole, type Role } from '@hiring/shared/roles';
import {
  type Employee,
  type EmployeeListQuery,
  type EmployeePage,
  EMPLOYEE_STATUSES,
  type EmployeeStatus,
  isEditableMetadataKey,
  roleInfo,
  TEAM_MESSAGES,
  type UpdateEmployee,
} from '@hiring/shared/team';
import type { DbExecutor } from '../../jobs/queue.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { actsAsOwner, notFound, type TeamCore } from './team-core.ts';
import * as repo from './team.repository.ts';

// The company's people: list, read, edit, remove. No change leaves a company without an active
// owner, and an admin can't touch an owner; checks that count rows run after the company row is locked.

const isStatus = (s: string): s is EmployeeStatus => (EMPLOYEE_STATUSES as readonly string[]).includes(s);

function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function toEmployee({ user, company }: repo.EmployeeRow): Employee {
  const role = normalizeRole(user.role);
  const info = roleInfo(role);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    company_id: company?.id ?? null,
    company_name: company?.name ?? null,
    company_website: company?.website ?? null,
    company_domain: domainOf(company?.website ?? null),
    company_status: company ? 'active' : null,
    status: isStatus(user.status) ? user.status : 'inactive',
    employee_code: user.employeeCode,
    role_id: role,
    role_name: info.display_name,
    role_permissions_admin: info.is_admin,
    metadata: user.metadata ?? {},
    user_id: user.id,
    user_email: user.email,
    user_first_name: user.firstName,
    user_last_name: user.lastName,
    user_role: role,
    user_is_staff: role === 'super_admin',
    user_is_admin: info.is_admin,
    user_is_owner: role === 'owner',
    last_login: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export async function listEmployees(core: TeamCore, auth: AuthContext, query: EmployeeListQuery): Promise<EmployeePage> {
  const search = query.search || undefined;
  const { rows, total } = await repo.listEmployees(core.db, {
    companyId: core.scope(auth),
    search,
    status: query.status,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    items: rows.map(toEmployee),
    page: query.page,
    page_size: query.page_size,
    total_count: total,
    total_pages: Math.ceil(total / query.page_size),
    search: search ?? null,
  };
}

export async function getEmployee(core: TeamCore, auth: AuthContext, id: string): Promise<Employee> {
  const found = await repo.findEmployee(core.db, id);
  if (!found || !core.inScope(auth, found.user.companyId)) throw notFound(TEAM_MESSAGES.employeeNotFound);
  return toEmployee(found);
}

/** The edit of spec 02 §2.2, and the role change (PATCH /{id}/role) as a one-field edit. */
export async function updateEmployee(core: TeamCore, auth: AuthContext, id: string, input: UpdateEmployee): Promise<Employee> {
  const changed = await core.db.transaction(async (tx) => {
    const target = await lockTarget(core, tx, auth, id);
    const { user } = target;
    const current = normalizeRole(user.role);
    const nextRole: Role = input.role_id ?? current;
    const nextStatus = input.status ?? user.status;
    if (current === 'super_admin' && input.role_id) {
      throw forbidden("A platform administrator's role is set with the create-admin command.");
    }
    if (current === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerProtected);
    if (nextRole === 'owner' && current !== 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
    const losesOwner = current === 'owner' && user.status === 'active' && (nextRole !== 'owner' || nextStatus !== 'active');
    if (losesOwner && user.companyId && (await repo.countActiveOwners(tx, user.companyId, user.id)) === 0) {
      throw conflict(TEAM_MESSAGES.lastOwner);
    }
    if (input.email && input.email !== user.email.toLowerCase() && (await repo.findUserIdByEmail(tx, input.email, user.id))) {
      throw new AppError(409, TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
    }
    const values: Parameters<typeof repo.updateEmployee>[2] = {};
    if (input.email !== undefined) values.email = input.email.slice(0, MAX_EMAIL_LENGTH);
    if (input.first_name !== undefined) values.firstName = input.first_name;
    if (input.last_name !== undefined) values.lastName = input.last_name;
    if (input.status !== undefined) values.status = input.status;
    if (input.employee_code !== undefined) values.employeeCode = input.employee_code || null;
    if (input.role_id !== undefined) values.role = input.role_id;
    if (input.metadata !== undefined) values.metadata = mergeMetadata(user.metadata ?? {}, input.metadata);
    if (Object.keys(values).length > 0) await repo.updateEmployee(tx, user.id, values);
    return user.id;
  });
  // The role and status are read from the database on the next request.
  core.deps.auth.forgetUser(changed);
  return getEmployee(core, auth, id);
}

/** Removes a member from the company: the account stays, without a company, and is signed out. */
export async function removeEmployee(core: TeamCore, auth: AuthContext, id: string): Promise<void> {
  const removed = await core.db.transaction(async (tx) => {
    const { user } = await lockTarget(core, tx, auth, id);
    const role = normalizeRole(user.role);
    if (role === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerProtected);
    if (role === 'owner' && user.status === 'active' && (await repo.countActiveOwners(tx, user.companyId!, user.id)) === 0) {
      throw conflict(TEAM_MESSAGES.lastOwner);
    }
    await repo.updateEmployee(tx, user.id, { companyId: null, role: 'user', employeeCode: null });
    return user.id;
  });
  await core.deps.auth.endUserSessions(removed, 'removed_from_company');
}

/** The employee in the caller's scope, with its company locked; 404 otherwise. */
async function lockTarget(
  core: TeamCore,
  tx: DbExecutor,
  auth: AuthContext,
  id: string,
): Promise<repo.EmployeeRow & { user: { companyId: string } }> {
  const found = await repo.findEmployee(tx, id);
  if (!found?.user.companyId || !core.inScope(auth, found.user.companyId)) throw notFound(TEAM_MESSAGES.employeeNotFound);
  await repo.lockCompany(tx, found.user.companyId);
  // Read again under the lock: another change may have committed in between.
  const fresh = await repo.findEmployee(tx, id);
  if (!fresh?.user.companyId || fresh.user.companyId !== found.user.companyId) throw notFound(TEAM_MESSAGES.employeeNotFound);
  return fresh as repo.EmployeeRow & { user: { companyId: string } };
}

/** The edit's metadata: editable keys take the new values; read-only keys must come back unchanged. */
function mergeMetadata(stored: Record<string, boolean>, incoming: Record<string, boolean>): Record<string, boolean> {
  const out = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    if (isEditableMetadataKey(key)) out[key] = value;
    else if (stored[key] !== value)
      throw new AppError(400, TEAM_MESSAGES.metadataReadOnly(key), { metadata: TEAM_MESSAGES.metadataReadOnly(key) });
  }
  return out;
}
