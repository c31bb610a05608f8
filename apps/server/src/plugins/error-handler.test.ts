import { errorEnvelopeSchema } from '@hiring/shared/api';
import { GENERIC_ERROR_CODES, STATUS_MESSAGES } from '@hiring/shared/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { errorHandler } from './error-handler.ts';

/** Every failure answer names its failure with a catalogue code (issue 35 item 6). */
describe('error answers carry a stable code', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 1024 });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/status/:status', { schema: { params: z.object({ status: z.coerce.number() }) } }, async (request) => {
      throw new AppError(request.params.status);
    });
    typed.get('/fields', async () => {
      throw new AppError(400, 'Name is required', { name: 'Name is required' });
    });
    typed.get('/named', async () => {
      throw new AppError(404, 'No such position').withCode('job_position_not_found');
    });
    typed.get('/crash', async () => {
      throw new Error('secret detail');
    });
    typed.post(
      '/body',
      {
        schema: {
          body: z.object({
            name: z.string().min(1, 'Name is required'),
            country: z.string().refine((c) => c === 'US', { message: 'Bad country', params: { code: 'country_code_invalid' } }),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const body = (payload: string) => JSON.parse(payload) as Record<string, unknown>;

  it('answers every status the handler knows with its generic code and the catalogue envelope', async () => {
    for (const [status, code] of Object.entries(GENERIC_ERROR_CODES)) {
      const res = await app.inject({ method: 'GET', url: `/status/${status}` });
      expect(res.statusCode, status).toBe(Number(status));
      const answer = body(res.payload);
      expect(answer.code, status).toBe(code);
      expect(errorEnvelopeSchema.safeParse(answer).success, status).toBe(true);
    }
  });

  it('answers a status outside the list with the code of its class', async () => {
    expect(body((await app.inject({ method: 'GET', url: '/status/418' })).payload).code).toBe('bad_request');
    expect(body((await app.inject({ method: 'GET', url: '/status/507' })).payload).code).toBe('internal_error');
  });

  it('answers a code-less error with field errors as validation_failed, and a named one with its own code', async () => {
    const fields = body((await app.inject({ method: 'GET', url: '/fields' })).payload);
    expect(fields).toMatchObject({ code: 'validation_failed', message: 'Name is required', errors: { name: 'Name is required' } });
    const named = await app.inject({ method: 'GET', url: '/named' });
    expect(named.statusCode).toBe(404);
    expect(body(named.payload)).toMatchObject({ code: 'job_position_not_found', message: 'No such position' });
  });

  it('answers a schema failure as validation_failed, with the code a rule names on its field', async () => {
    const res = await app.inject({ method: 'POST', url: '/body', payload: { name: '', country: 'usa' } });
    expect(res.statusCode).toBe(400);
    expect(body(res.payload)).toMatchObject({
      code: 'validation_failed',
      errors: { name: 'Name is required', country: 'Bad country' },
      field_codes: { country: 'country_code_invalid' },
    });
    const plain = body((await app.inject({ method: 'POST', url: '/body', payload: { name: '', country: 'US' } })).payload);
    expect(plain.code).toBe('validation_failed');
    expect(plain).not.toHaveProperty('field_codes');
  });

  it("gives Fastify's own client errors codes: bad JSON, empty body, too large, wrong type", async () => {
    const send = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/body', headers: { 'content-type': type }, payload });
    const malformed = await send('{"name":');
    expect([malformed.statusCode, body(malformed.payload).code]).toEqual([400, 'malformed_json']);
    expect(body(malformed.payload).message).toBe(STATUS_MESSAGES[400]);
    const empty = await send('');
    expect([empty.statusCode, body(empty.payload).code]).toEqual([400, 'empty_json_body']);
    const large = await send(JSON.stringify({ name: 'x'.repeat(2048), country: 'US' }));
    expect([large.statusCode, body(large.payload).code]).toEqual([413, 'payload_too_large']);
    const typed = await send('<a/>', 'application/xml');
    expect([typed.statusCode, body(typed.payload).code]).toEqual([415, 'unsupported_media_type']);
  });

  it('answers an unexpected failure as internal_error and hides its detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(body(res.payload)).toMatchObject({ code: 'internal_error', message: STATUS_MESSAGES[500] });
    expect(res.payload).not.toContain('secret detail');
  });
});
