/**
 * Where global-setup.ts leaves the migrated databases for the test harness: a PGlite snapshot (a
 * tar file) and the name of a PostgreSQL template database (decision 432).
 */
export const PGLITE_SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';
