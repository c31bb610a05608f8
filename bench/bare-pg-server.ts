import Fastify from 'fastify';
import pg from 'pg';

/**
 * Issue 16's yardstick: "a bare Fastify handler on the same machine doing two primary-key queries
 * with `pg`" (11,000 req/s on the issue's machine). Each request reads a random member by id, then
 * that member's company by id, from the bench's own database, with pg's default pool (10), and
 * answers both rows as JSON. Started by `startBarePg` (bench/lib/server.ts) on DATABASE_URL and PORT.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const ids = (await pool.query<{ id: string }>('select id from users')).rows.map((row) => row.id);
if (ids.length === 0) throw new Error('the bench database has no users');

const app = Fastify({ logger: false });
app.get('/two-primary-key-reads', async () => {
  const id = ids[Math.floor(Math.random() * ids.length)];
  const user = (await pool.query('select * from users where id = $1', [id])).rows[0];
  const company = (await pool.query('select * from companies where id = $1', [user.company_id])).rows[0];
  return { user, company };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
