import { createServer } from 'node:net';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../test/fakes/openai-server.ts';
import {
  backoffDelay,
  callStructured,
  DEFAULT_RETRY_POLICY,
  LlmCallError,
  type RetryPolicy,
  type StructuredCallContext,
} from './structured-call.ts';

const schema = z.object({ city: z.string().min(1), population: z.number().int().min(0) });
const request = { name: 'city', schema, system: 'You answer in JSON.', prompt: 'Name a city.' };
const fastPolicy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, timeoutMs: 2_000, backoffBaseMs: 20, backoffMaxMs: 200 };

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

function context(policy: Partial<RetryPolicy> = {}, baseURL = server.url) {
  const retries: { kind: string; delayMs: number; detail: string }[] = [];
  const provider = createOpenAICompatible({ name: 'llm', baseURL, apiKey: 'sk-test-key', supportsStructuredOutputs: true });
  const ctx: StructuredCallContext = {
    model: provider.chatModel('test-model-7b'),
    policy: { ...fastPolicy, ...policy },
    providerOptions: { llm: { strictJsonSchema: false } },
    onRetry: (r) => retries.push(r),
  };
  return { ctx, retries };
}

async function failure(promise: Promise<unknown>): Promise<LlmCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmCallError);
  return error as LlmCallError;
}

describe('structured call to an OpenAI-compatible endpoint', () => {
  it('returns the answer parsed by the schema, sending the model, the key and the JSON schema', async () => {
    server.reply({ json: { city: 'Lyon', population: 522_000 } });
    const { ctx } = context();
    expect(await callStructured(ctx, request)).toEqual({ city: 'Lyon', population: 522_000 });

    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('test-model-7b');
    expect(sent.body.response_format?.type).toBe('json_schema');
    expect(sent.body.response_format?.json_schema?.name).toBe('city');
    expect(sent.body.response_format?.json_schema?.schema).toMatchObject({ required: ['city', 'population'] });
    expect(sent.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('retries once on an answer that is not JSON, telling the model what was wrong', async () => {
    server.reply({ content: '{"city": "Lyon", population: lots' }, { json: { city: 'Lyon', population: 1 } });
    const { ctx, retries } = context();
    expect(await callStructured(ctx, request)).toEqual({ city: 'Lyon', population: 1 });
    expect(retries).toEqual([expect.objectContaining({ kind: 'invalid_output', delayMs: 0, detail: 'the answer is not valid JSON' })]);
    const retryPrompt = server.requests[1]!.body.messages!.at(-1)!.content as string;
    expect(retryPrompt).toContain('Your previous answer was rejected: the answer is not valid JSON');
  });

  it('takes the JSON out of a fenced block or a sentence around it, without a retry', async () => {
    server.reply(
      { content: 'Sure:\n```json\n{"city": "Lyon", "population": 1}\n```' },
      { content: 'Here is the answer: {"city": "Nantes", "population": 2} Hope it helps.' },
      { content: '```json\n{"city": "Lyon"}\n```' },
      { json: { city: 'Lille', population: 3 } },
    );
    const { ctx, retries } = context();
    expect(await callStructured(ctx, request)).toEqual({ city: 'Lyon', population: 1 });
    expect(await callStructured(ctx, request)).toEqual({ city: 'Nantes', population: 2 });
    // Fenced but incomplete: the schema problem is named and asked about once more.
    expect(await callStructured(ctx, request)).toEqual({ city: 'Lille', population: 3 });
    expect(retries).toEqual([expect.objectContaining({ kind: 'invalid_output', detail: expect.stringContaining('population') })]);
  });

  it('gives up after a second invalid answer, naming the schema problem', async () => {
    server.reply({ json: { city: 'Lyon' } }, { json: { city: '', population: -1 } }, { json: { city: 'never asked', population: 1 } });
    const { ctx } = context();
    const error = await failure(callStructured(ctx, request));
    expect(error.kind).toBe('invalid_output');
    expect(error.attempts).toBe(2);
    expect(error.message).toMatch(/^invalid output after 2 attempts: the answer does not match the schema \(city: .*population: /);
    expect(server.requests).toHaveLength(2);
  });

  it('says when the answer was cut off at the token limit', async () => {
    server.reply({ content: '{"city": "Ly', finishReason: 'length' }, { content: '{"city": "Ly', finishReason: 'length' });
    const { ctx } = context();
    const error = await failure(callStructured(ctx, request));
    expect(error.message).toBe(
      'invalid output after 2 attempts: the answer was cut off at the token limit (raise the context or output limit of the model server)',
    );
  });

  it('treats a failed check of the caller like an invalid answer', async () => {
    server.reply({ json: { city: 'Atlantis', population: 0 } }, { json: { city: 'Lyon', population: 2 } });
    const { ctx } = context();
    const value = await callStructured(ctx, { ...request, check: (v) => (v.city === 'Atlantis' ? ['Atlantis is not a real city'] : []) });
    expect(value.city).toBe('Lyon');
    expect(server.requests[1]!.body.messages!.at(-1)!.content).toContain('Atlantis is not a real city');
  });

  it('abandons a request that takes longer than the timeout, without retrying it', async () => {
    server.reply({ hang: true }, { json: { city: 'Lyon', population: 1 } });
    const { ctx } = context({ timeoutMs: 300 });
    const started = Date.now();
    const error = await failure(callStructured(ctx, request));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 429 after a backoff and returns the next answer', async () => {
    server.reply({ status: 429, message: 'Rate limit reached' }, { json: { city: 'Lyon', population: 1 } });
    const { ctx, retries } = context();
    const started = Date.now();
    expect(await callStructured(ctx, request)).toEqual({ city: 'Lyon', population: 1 });
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ kind: 'rate_limited', detail: 'HTTP 429 (rate limited)' });
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(10);
    const gap = server.requests[1]!.receivedAt - server.requests[0]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(retries[0]!.delayMs - 5);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("waits for a 429's Retry-After, within the longest backoff allowed", async () => {
    server.reply({ status: 429, headers: { 'retry-after': '30' } }, { json: { city: 'Lyon', population: 1 } });
    const { ctx, retries } = context({ backoffMaxMs: 150 });
    await callStructured(ctx, request);
    expect(retries[0]!.delayMs).toBe(150);
  });

  it('retries 5xx answers with growing delays, then fails with the status', async () => {
    server.reply({ status: 500 }, { status: 502 }, { status: 503 }, { json: { city: 'never asked', population: 1 } });
    const { ctx, retries } = context({ maxRetries: 2 });
    const error = await failure(callStructured(ctx, request));
    expect(error.kind).toBe('server_error');
    expect(error.message).toBe('HTTP 503 from the model endpoint after 3 attempts');
    expect(error.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(retries.map((r) => r.kind)).toEqual(['server_error', 'server_error']);
    // Each delay lies in [base * 2^n / 2, base * 2^n].
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(10);
    expect(retries[0]!.delayMs).toBeLessThanOrEqual(20);
    expect(retries[1]!.delayMs).toBeGreaterThanOrEqual(20);
    expect(retries[1]!.delayMs).toBeLessThanOrEqual(40);
  });

  it("does not retry a request the endpoint refuses (401, 404), and passes on the endpoint's reason", async () => {
    server.reply({ status: 401, message: 'Incorrect API key provided' }, { status: 404, message: 'The model `gpt-9` does not exist' });
    const { ctx, retries } = context();
    const unauthorised = await failure(callStructured(ctx, request));
    expect(unauthorised.kind).toBe('rejected');
    expect(unauthorised.message).toBe('HTTP 401 from the model endpoint: Incorrect API key provided');
    const notFound = await failure(callStructured(ctx, request));
    expect(notFound.message).toBe('HTTP 404 from the model endpoint: The model `gpt-9` does not exist');
    expect(server.requests).toHaveLength(2);
    expect(retries).toEqual([]);
  });

  it('retries when the endpoint cannot be reached, then reports it', async () => {
    const closedPort = await freePort();
    const { ctx, retries } = context({ maxRetries: 1 }, `http://127.0.0.1:${closedPort}/v1`);
    const error = await failure(callStructured(ctx, request));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^could not reach the model endpoint \(.+\) after 2 attempts$/);
    expect(retries).toHaveLength(1);
  });

  it('keeps backoff delays within the cap and honours a longer Retry-After', () => {
    const policy = { backoffBaseMs: 100, backoffMaxMs: 1_000 };
    for (let retry = 0; retry < 8; retry++) {
      const delay = backoffDelay(retry, policy);
      expect(delay).toBeGreaterThanOrEqual(Math.min(1_000, (100 * 2 ** retry) / 2));
      expect(delay).toBeLessThanOrEqual(1_000);
    }
    expect(backoffDelay(0, policy, 700)).toBe(700);
    expect(backoffDelay(0, policy, 5_000)).toBe(1_000);
  });
});

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
