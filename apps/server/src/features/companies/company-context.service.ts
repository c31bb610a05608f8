import { type CompanyContext, COMPANY_MESSAGES, missingCompanyFields, type UpdateCompanyContext } from '@hiring/shared/company';
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
    const row = companyId ? await findCompanyContext(this.db, companyId) : undefined;
    if (!row) throw new AppError(404, COMPANY_MESSAGES.noCompany);
    return toDto(row);
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
}
