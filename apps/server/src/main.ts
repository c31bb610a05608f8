import { runServer } from './cluster.ts';
import { migrateDatabase, startServer } from './serve.ts';

// One server process, or with DATABASE_URL and WEB_CONCURRENCY=N a primary and N workers sharing the port.
await runServer({ startServer, migrate: migrateDatabase });
