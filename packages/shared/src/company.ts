import { isSafeText, UNSAFE_TEXT_MESSAGE } from './text.ts';
import { z } from 'zod';

/**
 * The company context (spec 02 §3) and the company form (spec 02 §2.4, §5): the option lists,
 * which fields are required, the website rule and the completion percentage.
 */

export interface OptionItem {
  value: string;
  label: string;
}

export const optionItemSchema = z.object({ value: z.string(), label: z.string() });

/** Industries offered by the company form; the sample filters' eight come first (spec 02 §9). */
export const COMPANY_INDUSTRIES: readonly OptionItem[] = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'retail', label: 'Retail' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'construction', label: 'Construction' },
  { value: 'consulting', label: 'Consulting & Professional Services' },
  { value: 'media', label: 'Media & Entertainment' },
  { value: 'government', label: 'Government & Public Sector' },
  { value: 'nonprofit', label: 'Non-profit' },
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'transportation', label: 'Transportation & Logistics' },
  { value: 'energy', label: 'Energy & Utilities' },
  { value: 'other', label: 'Other' },
];

/** Company sizes (spec 01 §5): the one list of the company form, the subscription form and the constants. */
export const COMPANY_SIZE_VALUES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
export type CompanySize = (typeof COMPANY_SIZE_VALUES)[number];
export const COMPANY_SIZES: readonly OptionItem[] = COMPANY_SIZE_VALUES.map((value) => ({ value, label: `${value} employees` }));

/** The company form's variants (spec 02 §2.4, §9). */
export const COMPANY_FORM_VARIANTS = ['full', 'compact', 'minimal'] as const;
export type CompanyFormVariant = (typeof COMPANY_FORM_VARIANTS)[number];

/** The five fields of the company form; the completion percentage is the share filled. */
export const COMPANY_FORM_FIELDS = ['name', 'industry', 'size', 'description', 'website'] as const;
export type CompanyFormField = (typeof COMPANY_FORM_FIELDS)[number];

/** Fields marked required (spec 02 §2.4); has_all_fields is true when none is missing. */
export const REQUIRED_COMPANY_FIELDS = ['industry', 'size', 'description'] as const;
export type RequiredCompanyField = (typeof REQUIRED_COMPANY_FIELDS)[number];

export const COMPANY_FIELD_LABELS: Readonly<Record<CompanyFormField, string>> = {
  name: 'Company Name',
  industry: 'Industry',
  size: 'Company Size',
  description: 'Company Description',
  website: 'Website',
};

/** A success message after a save shows for 3 seconds (spec 02 §4, §9). */
export const COMPANY_SAVE_SUCCESS_MS = 3_000;

export const COMPANY_LIMITS = { name: 200, industry: 100, size: 50, description: 5_000, website: 300 } as const;

/** Names starting with 'Company-' are placeholders, never prefilled (spec 02 §5). */
export const PLACEHOLDER_COMPANY_NAME_PREFIX = 'Company-';

export function isPlaceholderCompanyName(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.startsWith(PLACEHOLDER_COMPANY_NAME_PREFIX);
}

export const COMPANY_MESSAGES = {
  invalidWebsite: 'Please enter a valid website URL',
  loadFailed: 'Failed to load company information. Please try again.',
  updateFailed: 'Failed to update company information. Please try again.',
  updated: 'Company information updated successfully!',
  /** A save with no field changed (not in the spec, which shows no message for it). */
  nothingChanged: 'No changes to save.',
  fetchCompaniesFailed: 'Failed to fetch companies',
  updateCompanyFailed: 'Failed to update company',
  noCompany: 'Your account is not linked to a company.',
  nameTooLong: `Company name must be at most ${COMPANY_LIMITS.name} characters`,
  descriptionTooLong: `Company description must be at most ${COMPANY_LIMITS.description} characters`,
  industryTooLong: `Industry must be at most ${COMPANY_LIMITS.industry} characters`,
  sizeTooLong: `Company size must be at most ${COMPANY_LIMITS.size} characters`,
} as const;

/** A domain with an optional http or https prefix, an optional port and path (spec 02 §5). */
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/i;

/** Whether a website passes the form's rule; blank passes because the field is optional. */
export function isValidWebsite(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || (v.length <= COMPANY_LIMITS.website && WEBSITE_PATTERN.test(v));
}

/** On save a website without a scheme gets https:// added; blank becomes null. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * PostgreSQL text and jsonb cannot hold the NUL character, nor UTF-8 a lone surrogate; text
 * containing either is refused as bad input (the one rule of ./text.ts).
 */
export const NUL_CHARACTER_MESSAGE = UNSAFE_TEXT_MESSAGE;

export function containsNul(value: string | null | undefined): boolean {
  return typeof value === 'string' && !isSafeText(value);
}

const blankToNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .refine((v) => !containsNul(v), NUL_CHARACTER_MESSAGE)
    .nullish()
    .transform((v) => blankToNull(v));

/** PUT /app/company/context body: industry, size, website, description (and the name, which the form also edits). */
export const updateCompanyContextSchema = z.object({
  name: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.name, COMPANY_MESSAGES.nameTooLong)
    .refine((v) => !containsNul(v), NUL_CHARACTER_MESSAGE)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v)),
  industry: optionalText(COMPANY_LIMITS.industry, COMPANY_MESSAGES.industryTooLong).optional(),
  size: optionalText(COMPANY_LIMITS.size, COMPANY_MESSAGES.sizeTooLong).optional(),
  description: optionalText(COMPANY_LIMITS.description, COMPANY_MESSAGES.descriptionTooLong).optional(),
  website: z
    .string()
    .nullish()
    .refine((v) => isValidWebsite(v), COMPANY_MESSAGES.invalidWebsite)
    .transform((v) => normalizeWebsite(v))
    .optional(),
});
export type UpdateCompanyContextInput = z.input<typeof updateCompanyContextSchema>;
export type UpdateCompanyContext = z.output<typeof updateCompanyContextSchema>;

export const companyContextSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  has_all_fields: z.boolean(),
  missing_fields: z.array(z.enum(REQUIRED_COMPANY_FIELDS)),
  last_updated: z.string().nullable(),
});
export type CompanyContext = z.infer<typeof companyContextSchema>;

type CompanyFields = Partial<Record<CompanyFormField, string | null | undefined>>;

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/** The required fields still empty, in the form's order. */
export function missingCompanyFields(company: CompanyFields): RequiredCompanyField[] {
  return REQUIRED_COMPANY_FIELDS.filter((f) => !filled(company[f]));
}

/**
 * Share of the five form fields filled, 0-100, rounded; a placeholder name and a website that
 * is not a valid address count as empty.
 */
export function companyCompletionPercent(company: CompanyFields): number {
  const count = COMPANY_FORM_FIELDS.filter((f) =>
    f === 'name'
      ? filled(company.name) && !isPlaceholderCompanyName(company.name)
      : f === 'website'
        ? filled(company.website) && isValidWebsite(company.website)
        : filled(company[f]),
  ).length;
  return Math.round((count / COMPANY_FORM_FIELDS.length) * 100);
}
