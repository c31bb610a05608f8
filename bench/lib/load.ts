import autocannon from 'autocannon';
import type { ScenarioRequest } from '../scenarios/types.ts';

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** One request must answer 2xx before the load starts, so a broken route fails with its own message. */
export async function probe(baseUrl: string, request: ScenarioRequest): Promise<void> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${await response.text()}`);
  }
}

/** Drives one request with autocannon for the given time, no warm-up. */
export async function load(baseUrl: string, request: ScenarioRequest, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(request.path, baseUrl).toString(),
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
