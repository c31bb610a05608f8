import type { Db } from '../../db/client.ts';
import { companies } from './companies.table.ts';

export async function createCompany(db: Pick<Db, 'insert'>, name: string) {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row!;
}
