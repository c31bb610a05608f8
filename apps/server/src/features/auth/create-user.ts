import { randomUUID } from 'node:crypto';
import { emailField, newPasswordField } from '@hiring/shared/auth';
import { ROLES, type Role } from '@hiring/shared/roles';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createCompany } from '../companies/index.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/index.ts';
import { hashPassword } from './passwords.ts';

export const createUserInputSchema = z.object({
  email: emailField,
  password: newPasswordField,
  role: z.enum(ROLES).default('super_admin'),
  firstName: z.string().trim().min(1).default('Admin'),
  lastName: z.string().trim().min(1).default('User'),
  company: z.string().trim().min(1).optional(),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/**
 * Creates an account from the command line, or updates the role and password of an existing
 * one. Platform administrators belong to no company; other roles get their own.
 */
export async function createOrUpdateUser(db: Db, raw: CreateUserInput): Promise<{ id: string; created: boolean; role: Role }> {
  const input = createUserInputSchema.parse(raw);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await updateUser(db, existing.id, { role: input.role, passwordHash, status: 'active' });
    return { id: existing.id, created: false, role: input.role };
  }
  const user = await db.transaction(async (tx) => {
    const company = input.role === 'super_admin' ? null : await createCompany(tx, input.company ?? `Company-${randomUUID().slice(0, 8)}`);
    return insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      companyId: company?.id ?? null,
      emailVerifiedAt: new Date(),
    });
  });
  return { id: user.id, created: true, role: input.role };
}
