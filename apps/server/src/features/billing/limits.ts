import { eq } from 'drizzle-orm';
import { companies } from '../companies/index.ts';
import type { Tx } from './billing.repository.ts';

/**
 * Serialises every check-and-insert that guards a plan limit of one company (job positions,
 * interviews per month, seats, the one free trial): call it first inside the transaction that
 * counts and inserts, then count with the same transaction. A concurrent request of the same
 * company waits here until this transaction ends, and its count then sees this one's rows
 * (READ COMMITTED takes a fresh snapshot per statement). Other companies never wait.
 */
export async function lockCompanyForLimits(tx: Tx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
