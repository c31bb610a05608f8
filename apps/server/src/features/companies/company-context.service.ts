import {
  COMPANY_INDUSTRIES,
  COMPANY_MESSAGES,
  COMPANY_SIZES,
  type CompanyContext,
  isPlaceholderCompanyName,
  isValidWebsite,
  missingCompanyFields,
  normalizeWebsite,
  type UpdateCompanyContext,
} from '@hiring/shared/company';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type CompanyContextRow, findCompanyContext, updateCompanyContext } from './company-context.repository.ts';

function toDto(row: CompanyContextRow): CompanyContext {
  const missing = missingCompanyFields(row);
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    size: row.size,
    description: row.description,
    website: row.website,
    has_all_fields: missing.length === 0,
    missing_fields: missing,
    last_updated: row.contextUpdatedAt ? row.contextUpdatedAt.toISOString() : null,
  };
}

/** The company context (spec 02 §3): what the company form edits and the AI engine reads. */
export class CompanyContextService {
  constructor(private readonly db: Db) {}

  async get(companyId: string | null): Promise<CompanyContext> {
    const context = await this.find(companyId);
    if (!context) throw new AppError(404, COMPANY_MESSAGES.noCompany);
    return context;
  }

  /** The company's context, or null when there is none (the AI engine then works without it). */
  async find(companyId: string | null): Promise<CompanyContext | null> {
    const row = companyId ? await findCompanyContext(this.db, companyId) : undefined;
    return row ? toDto(row) : null;
  }

  /** Saves the fields sent; a field left out keeps its value, a blank one is cleared. */
  async update(companyId: string | null, input: UpdateCompanyContext): Promise<CompanyContext> {
    if (!companyId) throw new AppError(404, COMPANY_MESSAGES.noCompany);
    const values: Parameters<typeof updateCompanyContext>[2] = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.industry !== undefined) values.industry = input.industry;
    if (input.size !== undefined) values.size = input.size;
    if (input.description !== undefined) values.description = input.description;
    if (input.website !== undefined) values.website = input.website;
    const row = await updateCompanyContext(this.db, companyId, values);
    if (!row) throw new AppError(404, COMPANY_MESSAGES.noCompany);
    return toDto(row);
  }

  /**
   * Fills the company's blank fields from what someone typed elsewhere (the subscription form):
   * the name only while it is still the `Company-…` placeholder, and only values the company form
   * itself accepts. What the team has already entered is never overwritten.
   */
  async fillBlanks(companyId: string, offered: Partial<Record<'name' | 'industry' | 'size' | 'description' | 'website', unknown>>) {
    const row = await findCompanyContext(this.db, companyId);
    if (!row) return;
    const values: Parameters<typeof updateCompanyContext>[2] = {};
    const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const name = given(offered.name);
    if (name && isPlaceholderCompanyName(row.name) && !isPlaceholderCompanyName(name)) values.name = name;
    const industry = given(offered.industry);
    if (industry && !row.industry && COMPANY_INDUSTRIES.some((o) => o.value === industry)) values.industry = industry;
    const size = given(offered.size);
    if (size && !row.size && COMPANY_SIZES.some((o) => o.value === size)) values.size = size;
    const description = given(offered.description);
    if (description && !row.description) values.description = description;
    const website = given(offered.website);
    if (website && !row.website && isValidWebsite(website)) values.website = normalizeWebsite(website);
    if (Object.keys(values).length > 0) await updateCompanyContext(this.db, companyId, values);
  }
}
