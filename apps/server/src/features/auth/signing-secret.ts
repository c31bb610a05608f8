import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { randomToken } from '../../lib/crypto.ts';
import { appSecrets } from './auth.table.ts';

/**
 * The key that signs access tokens: JWT_SECRET when set, otherwise one generated at first start
 * and kept in the database, so sessions survive restarts and every API process agrees on it.
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt_signing_key', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_signing_key'));
  if (!row) throw new Error('could not load the token signing key');
  return row.value;
}
