import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../users/index.ts';

export interface EmailCheck {
  email: string;
  valid: boolean;
}

/** The address as it is stored (trimmed, lower case), and whether it is one. */
export function checkEmail(raw: string): EmailCheck {
  const email = raw.trim().toLowerCase();
  return { email, valid: z.email().max(254).safeParse(email).success };
}

/** The same, and whether an account may still register with it. */
export async function checkEmailForRegistration(db: Db, raw: string): Promise<EmailCheck & { available: boolean }> {
  const result = checkEmail(raw);
  const available = result.valid ? (await findUserByEmail(db, result.email)) === undefined : false;
  return { ...result, available };
}
