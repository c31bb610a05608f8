import { ERROR_CODES } from '@hiring/shared/error-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('the API docs, built on their first request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the page, its scripts and the document in JSON and YAML, with the docs page policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['x-request-id']).toBeTruthy();
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toHaveProperty(['/api/app/job-positions']);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/app/job-positions:');
  });

  it('leaves hidden routes and the docs themselves out of the document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths).not.toHaveProperty(['/api/health']);
    expect(Object.keys(paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(Object.keys(paths).some((path) => path.includes('/billing/sandbox/checkout'))).toBe(false);
  });

  it('shows the error answer with its code, an enum of the catalogue', async () => {
    const { paths, components } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/app/profile'].get.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const answer = components.schemas.ErrorEnvelope;
    expect(answer.required).toEqual(expect.arrayContaining(['success', 'code', 'message']));
    expect(components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
  });

  it('answers HEAD like GET, and an unknown docs address with the JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = await t.app.inject({ method: 'GET', url: '/api/docs/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'The requested resource was not found.' });
  });
});
