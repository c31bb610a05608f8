import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from './api.ts';
import { type SubscriptionStatus, subscriptionSchema, usageSchema } from './billing.ts';
import { updateCompanyContextSchema } from './company.ts';
import type { Role } from './roles.ts';
import { formatLongDateUtc } from './locale.ts';

/**
 * The companies admin area (spec 02 §2.3, §3 "Company (admin list)", §7): GET /app/org/company,
 * GET /app/org/company/{id} (and its subscription, usage and users), PATCH /app/org/company.
 * A company's owners and admins see only their own company; a super_admin sees every company.
 */

/** Who may call /app/org/company (403 for everyone else). */
export const COMPANY_ADMIN_ROLES: readonly Role[] = ['owner', 'admin', 'super_admin'];

/** Default page size of the companies list (spec 02 §9); pages start at 1. */
export const COMPANY_PAGE_SIZE = 10;

export const COMPANY_STATUSES = ['active', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const ORG_COMPANY_MESSAGES = {
  notFound: 'Company not found.',
  fetchFailed: 'Failed to fetch companies',
  updateFailed: 'Failed to update company',
  subscriptionFailed: 'Failed to load subscription details',
  usageFailed: 'Failed to load usage',
  usersFailed: 'Failed to load users',
  noData: 'No data available',
  notAvailable: 'Not available',
  noSubscription: 'This company has no subscription.',
  noUsers: 'This company has no users.',
  updated: 'Company information updated successfully!',
  nothingToUpdate: 'Send at least one field to update.',
  idRequired: 'Choose the company to update (id).',
} as const;

export const companyListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(COMPANY_PAGE_SIZE),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** A row of the companies list and the General Info tab. */
export const orgCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The website's host name, without www. */
  domain: z.string().nullable(),
  /** active while the company has a member who can sign in. */
  status: z.enum(COMPANY_STATUSES),
  /** The first owner's email and phone: who to contact about the company. */
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrgCompany = z.infer<typeof orgCompanySchema>;

export const orgCompanyPageSchema = pageEnvelope(orgCompanySchema);
export type OrgCompanyPage = z.infer<typeof orgCompanyPageSchema>;

/** A member of the company, for the Users tab. */
export const orgCompanyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  status: z.string(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type OrgCompanyUser = z.infer<typeof orgCompanyUserSchema>;

/** The Subscription tab: the company's current subscription, or null when it has none. */
export const orgCompanySubscriptionSchema = subscriptionSchema.nullable();
export const orgCompanyUsageSchema = usageSchema;

/**
 * PATCH /app/org/company: the company form's fields. An owner or admin edits their own
 * company (id may be left out); a super_admin names the company by id.
 */
export const updateOrgCompanySchema = updateCompanyContextSchema.extend({
  id: z.string().trim().max(100).optional(),
});
export type UpdateOrgCompanyInput = z.input<typeof updateOrgCompanySchema>;
export type UpdateOrgCompany = z.output<typeof updateOrgCompanySchema>;

/** Subscription status colours of the Subscription tab (spec 02 §2.3). */
export type StatusTone = 'green' | 'indigo' | 'amber' | 'rose' | 'neutral';
export const SUBSCRIPTION_STATUS_TONES: Readonly<Record<SubscriptionStatus, StatusTone>> = {
  active: 'green',
  trialing: 'indigo',
  past_due: 'amber',
  cancelled: 'neutral',
  unpaid: 'rose',
  pending: 'neutral',
  incomplete: 'amber',
  expired: 'neutral',
};

/** Dates of the Subscription tab: long, in UTC, in the reader's locale (en-US by default); empty or zero dates are 'Not available'. */
export function formatCompanyDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return ORG_COMPANY_MESSAGES.notAvailable;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() <= 0) return ORG_COMPANY_MESSAGES.notAvailable;
  return formatLongDateUtc(date);
}
