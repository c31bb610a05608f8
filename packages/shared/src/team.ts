import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from './api.ts';
import { AUTH_MESSAGES, emailField, MAX_NAME_LENGTH, newPasswordField } from './auth.ts';
import { hasPermission, PERMISSIONS, ROLE_DISPLAY_NAMES, ROLE_PERMISSIONS, ROLES, type Role } from './roles.ts';

/**
 * Team members, employees, roles and invitations (spec 02 §2.2, §3, §7; issue 15 "Who sees
 * what"). An employee is a user of a company; the role decides what they may do, the metadata
 * flags only describe them.
 */

/** Who reaches the /admin/org/* calls and screens: a company's owners and admins, and platform administrators. */
export const TEAM_MANAGER_ROLES: readonly Role[] = ['owner', 'admin', 'super_admin'];

/** Roles a company member can hold; super_admin is a platform role, never given through a company. */
export const COMPANY_ROLES = ROLES.filter((r) => r !== 'super_admin') as Exclude<Role, 'super_admin'>[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const DEFAULT_INVITE_ROLE: CompanyRole = 'member';

/** Employee status values (spec 02 §4 Other); any may be chosen in the edit form. */
export const EMPLOYEE_STATUSES = ['active', 'inactive', 'suspended', 'invited', 'banned'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Readonly<Record<EmployeeStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  invited: 'Invited',
  banned: 'Banned',
};

/** Metadata keys offered for editing (spec 02 §3); other keys are shown read-only. */
export const EDITABLE_METADATA_KEYS = [
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
] as const;
export type EditableMetadataKey = (typeof EDITABLE_METADATA_KEYS)[number];
export const isEditableMetadataKey = (key: string): key is EditableMetadataKey =>
  (EDITABLE_METADATA_KEYS as readonly string[]).includes(key);

/** Set by the server on a member who joined through an invitation; read-only in the edit form. */
export const JOINED_BY_INVITATION_KEY = 'joined_by_invitation';

/** Default page size of the employees list (spec 02 §9). */
export const EMPLOYEE_PAGE_SIZE = 10;
export const MAX_EMPLOYEE_CODE_LENGTH = 50;

/** Invitations expire after this many days. */
export const INVITE_LIFETIME_DAYS = 7;
export const INVITE_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const INVITE_STATUS_LABELS: Readonly<Record<InviteStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};
/** Invitations a company may send (new or again) in an hour: no company mails strangers in bulk. */
export const INVITES_PER_HOUR = 50;
/** A new invitation mail to the same invitation is sent at most once in this many seconds. */
export const INVITE_RESEND_INTERVAL_SECONDS = 60;

export const TEAM_MESSAGES = {
  noData: 'No data available',
  fetchEmployees: 'Failed to fetch employees',
  inviteFailed: 'Failed to invite employee',
  employeeNotFound: 'Employee not found.',
  inviteNotFound: 'Invitation not found.',
  roleNotFound: 'Role not found.',
  companyRequired: 'Choose the company to invite into.',
  companyNotFound: 'Company not found.',
  emailRequired: 'Email is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  statusRequired: 'Status is required',
  roleRequired: 'Role is required',
  statusInvalid: `Status must be one of: ${EMPLOYEE_STATUSES.join(', ')}`,
  roleInvalid: `Role must be one of: ${COMPANY_ROLES.join(', ')}`,
  employeeCodeTooLong: `Employee code must be at most ${MAX_EMPLOYEE_CODE_LENGTH} characters`,
  metadataReadOnly: (key: string) => `The metadata key "${key}" is read-only.`,
  emailTaken: 'Another account already uses this email.',
  lastOwner: 'A company must keep at least one active owner. Make someone else an owner first.',
  ownerProtected: 'Only an owner can change or remove another owner.',
  ownerGrant: 'Only an owner can make someone an owner.',
  alreadyMember: 'This person is already a member of your company.',
  alreadyInvited: 'An invitation to this email is already pending. Resend it instead.',
  inviteSent: (email: string) => `Invitation sent to ${email}.`,
  inviteResent: (email: string) => `Invitation sent again to ${email}.`,
  inviteRevoked: 'Invitation revoked.',
  inviteDeleted: 'Invitation deleted.',
  inviteAcceptedAlready: 'This invitation has already been accepted.',
  seatsHeldByInvites: 'Pending invitations hold a seat until they are accepted, revoked or expire.',
  tooManyInvites: `Your company has sent ${INVITES_PER_HOUR} invitations in the last hour. Try again later.`,
  resendTooSoon: 'This invitation was just sent. Wait a minute before sending it again.',
  memberRemoved: 'Member removed from the company.',
  // What an invitation link says when it can no longer be used.
  linkInvalid: 'This invitation link is not valid. Ask the person who invited you to send a new one.',
  linkUsed: 'This invitation has already been used. Sign in to continue.',
  linkRevoked: 'This invitation was withdrawn by the company. Ask them to send a new one if you still need access.',
  linkExpired: `This invitation has expired (invitations are valid for ${INVITE_LIFETIME_DAYS} days). Ask the person who invited you to send a new one.`,
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that email to accept it.`,
  accountExists: 'An account with this email already exists. Sign in to accept the invitation.',
  soleOwnerElsewhere: (company: string) =>
    `You are the only owner of ${company}, which has other members. Make one of them an owner before joining another company.`,
  tryAgain: 'Your account changed while joining. Please try again.',
  joined: (company: string) => `You have joined ${company}.`,
} as const;

// --- Roles -----------------------------------------------------------------------------------

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Whether the role may manage users (spec 02 §3 role_permissions_admin). */
  is_admin: z.boolean(),
});
export type RoleInfo = z.infer<typeof roleSchema>;

export function roleInfo(role: Role): RoleInfo {
  return {
    id: role,
    name: role,
    display_name: ROLE_DISPLAY_NAMES[role],
    permissions: [...ROLE_PERMISSIONS[role]],
    is_admin: hasPermission(role, 'manage_users'),
  };
}

const roleIdField = z.enum(COMPANY_ROLES, { error: TEAM_MESSAGES.roleInvalid });

// --- Employees -------------------------------------------------------------------------------

export const employeeMetadataSchema = z
  .record(z.string().min(1).max(64, 'Metadata keys are at most 64 characters'), z.boolean({ error: 'Metadata flags are true or false' }))
  .refine((m) => Object.keys(m).length <= 50, 'At most 50 metadata flags');
export type EmployeeMetadata = z.infer<typeof employeeMetadataSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  company_website: z.string().nullable(),
  company_domain: z.string().nullable(),
  company_status: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  employee_code: z.string().nullable(),
  role_id: z.string(),
  role_name: z.string(),
  role_permissions_admin: z.boolean(),
  metadata: employeeMetadataSchema,
  user_id: z.string(),
  user_email: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_role: z.string(),
  user_is_staff: z.boolean(),
  user_is_admin: z.boolean(),
  user_is_owner: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(EMPLOYEE_PAGE_SIZE),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeePageSchema = pageEnvelope(employeeSchema);
export type EmployeePage = z.infer<typeof employeePageSchema>;

const nameField = (message: string) => z.string({ error: message }).trim().min(1, message).max(MAX_NAME_LENGTH, AUTH_MESSAGES.nameTooLong);

/** The employee edit of spec 02 §2.2: a partial update; fields present are validated. */
export const updateEmployeeSchema = z.object({
  email: emailField.optional(),
  first_name: nameField(TEAM_MESSAGES.firstNameRequired).optional(),
  last_name: nameField(TEAM_MESSAGES.lastNameRequired).optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: TEAM_MESSAGES.statusInvalid }).optional(),
  employee_code: z.string().trim().max(MAX_EMPLOYEE_CODE_LENGTH, TEAM_MESSAGES.employeeCodeTooLong).nullable().optional(),
  role_id: roleIdField.optional(),
  metadata: employeeMetadataSchema.optional(),
});
export type UpdateEmployee = z.infer<typeof updateEmployeeSchema>;

/**
 * The edit form (spec 02 §5): email, first name, last name, status and role required; employee
 * code optional; the metadata flags as checkboxes.
 */
export const employeeFormSchema = z.object({
  email: emailField,
  first_name: nameField(TEAM_MESSAGES.firstNameRequired),
  last_name: nameField(TEAM_MESSAGES.lastNameRequired),
  status: z.enum(EMPLOYEE_STATUSES, { error: TEAM_MESSAGES.statusRequired }),
  employee_code: z.string().trim().max(MAX_EMPLOYEE_CODE_LENGTH, TEAM_MESSAGES.employeeCodeTooLong),
  role_id: z
    .string()
    .min(1, TEAM_MESSAGES.roleRequired)
    .pipe(z.enum(COMPANY_ROLES, { error: TEAM_MESSAGES.roleRequired })),
  metadata: employeeMetadataSchema,
});
export type EmployeeForm = z.input<typeof employeeFormSchema>;

export const updateEmployeeRoleSchema = z.object({ role_id: roleIdField });

// --- Invitations -----------------------------------------------------------------------------

export const createInviteSchema = z.object({
  email: emailField,
  role_id: roleIdField.default(DEFAULT_INVITE_ROLE),
  /** Only a platform administrator names the company; others invite into their own. */
  company_id: z.uuid().optional(),
});
export type CreateInvite = z.input<typeof createInviteSchema>;

/** The invite form on the web: email and role. */
export const inviteFormSchema = z.object({
  email: emailField,
  role_id: z
    .string()
    .min(1, TEAM_MESSAGES.roleRequired)
    .pipe(z.enum(COMPANY_ROLES, { error: TEAM_MESSAGES.roleRequired })),
});
export type InviteForm = z.input<typeof inviteFormSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  status: z.enum(INVITE_STATUSES),
  company_id: z.string(),
  company_name: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  last_sent_at: z.string(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(EMPLOYEE_PAGE_SIZE),
  status: z.enum(INVITE_STATUSES).optional(),
});
export const invitePageSchema = pageEnvelope(inviteSchema);
export type InvitePage = z.infer<typeof invitePageSchema>;

/** PATCH /admin/org/employee-invites/{id}/status: pending sends the invitation again with a new link; revoked withdraws it. */
export const inviteStatusUpdateSchema = z.object({
  status: z.enum(['pending', 'revoked'], { error: 'Status must be pending (send again) or revoked' }),
});

/** What the public invitation page shows for a token. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  company_name: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  inviter_name: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  expires_at: z.string(),
  /** Whether an account with the invited email exists: sign in, else register. */
  account_exists: z.boolean(),
  /** Why the link can't be used, when status isn't pending. */
  message: z.string().nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteRegisterSchema = z.object({
  firstName: nameField(AUTH_MESSAGES.firstNameRequired),
  lastName: nameField(AUTH_MESSAGES.lastNameRequired),
  password: newPasswordField,
});
export type AcceptInviteRegister = z.infer<typeof acceptInviteRegisterSchema>;

export const acceptInviteRegisterFormSchema = acceptInviteRegisterSchema
  .extend({ confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });

export const inviteLinkPath = (token: string) => `/auth/accept-invite/${encodeURIComponent(token)}`;

/** Paging rules of spec 02 §2.2: pages start at 1, Previous is disabled on page 1 and Next on the last page. */
export function pagerState(page: number, totalPages: number) {
  const last = Math.max(1, totalPages);
  return { previousDisabled: page <= 1, nextDisabled: page >= last };
}

/** The metadata keys an edit form shows: the editable ones as checkboxes, the rest read-only. */
export function splitMetadata(metadata: EmployeeMetadata) {
  const editable = Object.fromEntries(EDITABLE_METADATA_KEYS.map((k) => [k, metadata[k] === true])) as Record<EditableMetadataKey, boolean>;
  const readOnly = Object.entries(metadata).filter(([k]) => !isEditableMetadataKey(k));
  return { editable, readOnly };
}
