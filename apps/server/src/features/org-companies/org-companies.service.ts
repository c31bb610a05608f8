import type { Subscription, Usage } from '@hiring/shared/billing';
import {
  type CompanyListQuery,
  ORG_COMPANY_MESSAGES,
  type OrgCompany,
  type OrgCompanyPage,
  type OrgCompanyUser,
  type UpdateOrgCompany,
} from '@hiring/shared/org-company';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './org-companies.repository.ts';

/** What the companies area reads from billing: the current subscription and the usage of a company. */
export interface CompanyBilling {
  getCurrent(companyId: string | null): Promise<Subscription | null>;
  usage(companyId: string | null): Promise<Usage>;
}

export interface OrgCompaniesDeps {
  db: Db;
  billing: CompanyBilling;
}

const notFound = () => new AppError(404, ORG_COMPANY_MESSAGES.notFound);

function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function toOrgCompany(row: repo.CompanyListRow): OrgCompany {
  const { company } = row;
  return {
    id: company.id,
    name: company.name,
    domain: domainOf(company.website),
    status: row.activeCount > 0 ? 'active' : 'inactive',
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    industry: company.industry,
    size: company.size,
    description: company.description,
    website: company.website,
    member_count: row.memberCount,
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
  };
}

/**
 * The companies admin area (spec 02 §2.3): a company's owners and admins see and edit only
 * their own company (a list of one); a super_admin sees every company. The routes let only
 * those roles in (403); here another company's row is 404.
 */
export class OrgCompaniesService {
  constructor(private readonly deps: OrgCompaniesDeps) {}

  /** The company the caller may see; null for a platform administrator (every company). */
  private scope(auth: AuthContext): string | null {
    if (auth.role === 'super_admin') return null;
    if (!auth.companyId) throw notFound();
    return auth.companyId;
  }

  /** The company, when the caller may see it; 404 otherwise. */
  private async visible(auth: AuthContext, id: string): Promise<repo.CompanyListRow> {
    const scope = this.scope(auth);
    if (scope !== null && scope !== id) throw notFound();
    const row = await repo.findCompany(this.deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  async list(auth: AuthContext, query: CompanyListQuery): Promise<OrgCompanyPage> {
    const search = query.search || undefined;
    const { rows, total } = await repo.listCompanies(this.deps.db, {
      companyId: this.scope(auth),
      search,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: rows.map(toOrgCompany),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      total_pages: Math.ceil(total / query.page_size),
      search: search ?? null,
    };
  }

  async get(auth: AuthContext, id: string): Promise<OrgCompany> {
    return toOrgCompany(await this.visible(auth, id));
  }

  async subscription(auth: AuthContext, id: string): Promise<Subscription | null> {
    const row = await this.visible(auth, id);
    return this.deps.billing.getCurrent(row.company.id);
  }

  async usage(auth: AuthContext, id: string): Promise<Usage> {
    const row = await this.visible(auth, id);
    return this.deps.billing.usage(row.company.id);
  }

  async users(auth: AuthContext, id: string): Promise<OrgCompanyUser[]> {
    const row = await this.visible(auth, id);
    const members = await repo.listCompanyUsers(this.deps.db, row.company.id);
    return members.map((u) => ({
      id: u.id,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      role: u.role,
      status: u.status,
      last_login: u.lastLoginAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
    }));
  }

  /** PATCH /app/org/company: the caller's own company, or the one named by id (a super_admin names one). */
  async update(auth: AuthContext, input: UpdateOrgCompany): Promise<OrgCompany> {
    const { id, ...fields } = input;
    const target = id ?? auth.companyId;
    if (!target) throw auth.role === 'super_admin' ? badRequest(ORG_COMPANY_MESSAGES.idRequired) : notFound();
    await this.visible(auth, target);
    const values: Parameters<typeof repo.updateCompany>[2] = {};
    if (fields.name !== undefined) values.name = fields.name;
    if (fields.industry !== undefined) values.industry = fields.industry;
    if (fields.size !== undefined) values.size = fields.size;
    if (fields.description !== undefined) values.description = fields.description;
    if (fields.website !== undefined) values.website = fields.website;
    if (Object.keys(values).length === 0) throw badRequest(ORG_COMPANY_MESSAGES.nothingToUpdate);
    if (!(await repo.updateCompany(this.deps.db, target, values))) throw notFound();
    return this.get(auth, target);
  }
}
