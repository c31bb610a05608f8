import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { randomToken } from '../lib/crypto.ts';
import { createOrUpdateUser } from '../features/auth/index.ts';

const usage = `Usage: npm run create-admin -- --email a@b.c [--password secret] [--role super_admin] [--first-name A] [--last-name B] [--company Name]
Creates a platform administrator (role super_admin), or an account of another role with --role.
An existing account gets the role and password given. Without --password one is generated and printed.
Uses DATA_DIR or DATABASE_URL like the server; stop an embedded-database server first.`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    company: { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help || !values.email) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const generated = values.password ? undefined : randomToken(12);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
  // The embedded database is in use (the server runs): its message says what to do.
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await database.migrate();
  const result = await createOrUpdateUser(database.db, {
    email: values.email,
    password: values.password ?? generated!,
    role: values.role as never,
    firstName: values['first-name'],
    lastName: values['last-name'],
    company: values.company,
  });
  console.log(`${result.created ? 'Created' : 'Updated'} ${values.email} with role ${result.role}.`);
  if (generated) console.log(`Password: ${generated}`);
} catch (error) {
  if (error instanceof z.ZodError) {
    console.error(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
