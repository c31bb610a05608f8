import net from 'node:net';

/**
 * `npx tsx bench/far-database.ts`: a TCP proxy in front of the local PostgreSQL that holds every
 * chunk for DELAY_MS (default 1; node's timers round it up to whole milliseconds) each way, so a
 * request's round trips in sequence show as they would with the database on another machine.
 * Point the bench at it: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/test, with
 * BENCH_CONNECTIONS=1 to see a route's latency unloaded (decision 454).
 */
const delayMs = Number(process.env.DELAY_MS ?? 1);
const port = Number(process.env.PORT ?? 5433);
const target = { host: process.env.TARGET_HOST ?? '127.0.0.1', port: Number(process.env.TARGET_PORT ?? 5432) };

const lag = (from: net.Socket, to: net.Socket) => from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));

net
  .createServer((client) => {
    const server = net.connect(target);
    client.setNoDelay(true);
    server.setNoDelay(true);
    lag(client, server);
    lag(server, client);
    const end = () => {
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`PostgreSQL at ${target.host}:${target.port}, ${delayMs} ms away each way, on 127.0.0.1:${port}`),
  );
