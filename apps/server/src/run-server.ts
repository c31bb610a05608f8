import { runServer } from './cluster.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { migrateDatabase, startServer } from './serve.ts';

// One server process, or with DATABASE_URL and WEB_CONCURRENCY=N a primary and N workers sharing the port.
try {
  await runServer({ startServer, migrate: migrateDatabase });
} catch (error) {
  // A second `npm start` on the same embedded database: the message says what to do; a stack
  // trace would only hide it.
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
