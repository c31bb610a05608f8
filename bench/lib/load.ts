import autocannon from 'autocannon';

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

/** One request of a load: which route it counts under, and a hook run when its answer arrives. */
export interface BenchRequest {
  /** The row it is counted under, e.g. `GET /api/app/profile`. */
  route: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** JSON text. */
  body?: string;
  /** Statuses that count as answered correctly; 2xx when absent. */
  expect?: number[];
  /** Run once the answer (or a failure) is in: e.g. frees the user for another request. */
  done?: () => void;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with an unexpected status. */
  non2xx: number;
  /** Connection errors and timeouts (no answer). */
  errors: number;
}

/** autocannon's running instance: its per-answer event gives the connection, the status and the time taken. */
interface Tracker {
  on(
    event: 'response',
    listener: (client: { requestIterator: { context: { current?: BenchRequest } } }, status: number, bytes: number, ms: number) => void,
  ): void;
}

class Figures {
  latencies: number[] = [];
  bad = 0;

  finish(seconds: number, errors: number): LoadFigures {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    return {
      requestsPerSecond: sorted.length / seconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      requests: sorted.length,
      non2xx: this.bad,
      errors,
    };
  }
}

/** One request must answer as expected before a load starts, so a broken route fails with its own message. */
export async function probe(baseUrl: string, request: BenchRequest): Promise<void> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method ?? 'GET',
    headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    body: request.body,
  });
  const ok = request.expect ? request.expect.includes(response.status) : response.status >= 200 && response.status < 300;
  request.done?.();
  if (!ok) throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${await response.text()}`);
}

/**
 * Drives `next()` with autocannon for the given time: every connection asks for a fresh request as
 * soon as its previous answer is in (one in flight per connection), so each can be a different
 * user, route, search or page. Figures are kept per route and for the whole load.
 */
export async function load(
  baseUrl: string,
  next: () => BenchRequest,
  options: LoadOptions,
): Promise<{ total: LoadFigures; routes: Map<string, LoadFigures> }> {
  const total = new Figures();
  const perRoute = new Map<string, Figures>();
  /** Requests sent and not yet answered: those still out when the load stops are let go at the end. */
  const inFlight = new Set<BenchRequest>();
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context: { current?: BenchRequest }) => {
          const request = next();
          context.current = request;
          inFlight.add(request);
          const headers: Record<string, string> = { ...request.headers };
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          return { ...req, method: request.method ?? 'GET', path: request.path, headers, body: request.body };
        },
      },
    ],
  });
  const startedAt = performance.now();
  (instance as unknown as Tracker).on('response', (client, status, _bytes, ms) => {
    const request = client.requestIterator.context.current;
    if (!request) return;
    client.requestIterator.context.current = undefined;
    inFlight.delete(request);
    let figures = perRoute.get(request.route);
    if (!figures) {
      figures = new Figures();
      perRoute.set(request.route, figures);
    }
    const ok = request.expect ? request.expect.includes(status) : status >= 200 && status < 300;
    for (const f of [total, figures]) {
      f.latencies.push(ms);
      if (!ok) f.bad += 1;
    }
    request.done?.();
  });
  const result = await instance;
  // Without this, the users of the answers cut off by the end (or lost to a timeout) stayed busy
  // for good, and a scenario that waits for an idle user span once all were.
  for (const request of inFlight) request.done?.();
  const seconds = Math.max(options.durationSeconds, (performance.now() - startedAt) / 1000 - 0.05);
  const errors = result.errors + result.timeouts;
  return {
    total: total.finish(seconds, errors),
    routes: new Map([...perRoute].map(([route, f]) => [route, f.finish(seconds, 0)])),
  };
}
