import pg from 'pg';

/**
 * Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server of the admin URL; a server
 * that does not answer fails it within 5 s (the bench then reports PostgreSQL as skipped).
 */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The admin URL with another database's name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
