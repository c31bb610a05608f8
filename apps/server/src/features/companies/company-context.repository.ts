import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from './companies.table.ts';

export type CompanyContextRow = Pick<
  typeof companies.$inferSelect,
  'id' | 'name' | 'industry' | 'size' | 'description' | 'website' | 'contextUpdatedAt'
>;

const contextColumns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  size: companies.size,
  description: companies.description,
  website: companies.website,
  contextUpdatedAt: companies.contextUpdatedAt,
};

export async function findCompanyContext(db: Db, companyId: string): Promise<CompanyContextRow | undefined> {
  const [row] = await db.select(contextColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function updateCompanyContext(
  db: Db,
  companyId: string,
  values: Partial<Pick<CompanyContextRow, 'name' | 'industry' | 'size' | 'description' | 'website'>>,
): Promise<CompanyContextRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(companies)
    .set({ ...values, contextUpdatedAt: now, updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning(contextColumns);
  return row;
}
