import { createConfig, lintFromString } from '@redocly/openapi-core';
import { z } from 'zod';
import { ERROR_CODES } from '@hiring/shared/error-catalogue';
import { jobPositionSchema } from '@hiring/shared/job-positions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';
import { fixNullable } from './openapi-components.ts';
import { ENTITY_NAMES } from './openapi-entities.ts';
import { METHODS, operationIdOf, tagOf } from './openapi-operations.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
type Doc = any;

/**
 * The one ambiguous path pair of the document, kept because spec 01 §7 names both paths; the
 * router tells them apart by method and by the static segment (decision 686).
 */
const DOCUMENTED_AMBIGUITY = '#/paths/~1api~1app~1subscriptions~1changes~1{id}';

const operations = (doc: Doc) =>
  Object.entries<Doc>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Doc })),
  );

describe.each(dbTargets)('the OpenAPI document, for client generators (%s)', (target) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp(target, {}, (app) => {
      // Two routes as a feature added later would register them, with nothing for the document.
      app.get('/api/app/widgets/:id', { preHandler: app.authenticate, schema: { params: z.object({ id: z.string() }) } }, async () => ({}));
      app.post('/api/public/widgets', { schema: { body: z.object({ name: z.string() }) } }, async () => ({}));
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = JSON.stringify(doc);
    const all = await lintFromString({ source, absoluteRef: '/openapi.json', config });
    const ambiguous = all.filter((p) => p.ruleId === 'no-ambiguous-paths');
    expect(ambiguous.map((p) => p.location[0]?.pointer)).toEqual([DOCUMENTED_AMBIGUITY]);
    const errors = all.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    // Left: the development mailbox (never in production) has no 4xx, the licence has no URL.
    const warnings = all.filter((p) => p.severity === 'warn' && p.ruleId !== 'no-ambiguous-paths').map((p) => p.ruleId);
    expect(warnings.sort()).toEqual(['info-license-strict', 'operation-4xx-response']);
  });

  it('gives every operation a unique operation id made of its method and path', () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    const seen = new Set<string>();
    const duplicates = ids.filter((id) => seen.size === seen.add(id).size);
    expect(duplicates).toEqual([]);
    expect(doc.paths['/api/app/job-positions/{id}/goals'].get.operationId).toBe('getJobPositionsByIdGoals');
    expect(doc.paths['/api/auth/login'].post.operationId).toBe('postAuthLogin');
  });

  it('derives the operation id from the method and the path, leaving out /api and the default /app area', () => {
    expect(operationIdOf('DELETE', '/api/app/job-positions/{id}/goals/{goalId}')).toBe('deleteJobPositionsByIdGoalsByGoalId');
    expect(operationIdOf('get', '/api/admin/org/employee-invites')).toBe('getAdminOrgEmployeeInvites');
    expect(operationIdOf('post', '/api/app/subscriptions/{id}/change')).toBe('postSubscriptionsByIdChange');
    expect(operationIdOf('delete', '/api/app/subscriptions/changes/{id}')).toBe('deleteSubscriptionsChangesById');
    expect(tagOf('/api/app/job-positions/{id}')).toBe('job-positions');
    expect(tagOf('/api/admin/samples/teams')).toBe('samples');
    expect(tagOf('/api/webhooks/{processor}')).toBe('webhooks');
  });

  it('documents a route added later with its id, tag, security and error answers, from how it is registered', () => {
    const secured = doc.paths['/api/app/widgets/{id}'].get;
    expect(secured).toMatchObject({
      operationId: 'getWidgetsById',
      summary: 'GET /api/app/widgets/{id}',
      tags: ['widgets'],
      security: [{ bearer: [] }],
    });
    expect(Object.keys(secured.responses)).toEqual(['200', '400', '401', '404', '500', '503']);
    expect(secured.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const open = doc.paths['/api/public/widgets'].post;
    expect(open).toMatchObject({ operationId: 'postPublicWidgets', tags: ['public'], security: [] });
    expect(Object.keys(open.responses)).toEqual(['200', '400', '500', '503']);
  });

  it('declares bearer security on signed-in operations and none on the public ones', () => {
    const publicOps = operations(doc)
      .filter(({ op }) => op.security.length === 0)
      .map(({ method, path }) => `${method} ${path}`);
    expect(publicOps).toEqual(
      expect.arrayContaining([
        'post /api/auth/login',
        'post /api/auth/register',
        'post /api/webhooks/{processor}',
        'get /api/public/interviews/{token}',
        'get /api/auth/invites/{token}',
      ]),
    );
    expect(publicOps.every((op) => !op.includes('/api/app/') && !op.includes('/api/admin/'))).toBe(true);
    expect(doc.paths['/api/app/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('documents 500 and 503 everywhere, 401 where a token is needed, 403 where a role is, 400 and 404 where input is read', () => {
    for (const { path, op } of operations(doc)) {
      const statuses = Object.keys(op.responses);
      expect(statuses, path).toEqual(expect.arrayContaining(['500', '503']));
      if (op.security.length > 0) expect(statuses, path).toContain('401');
      if (op['x-roles']) expect(statuses, path).toContain('403');
      if (op.requestBody || op.parameters?.length) expect(statuses, path).toContain('400');
      if (path.includes('{')) expect(statuses, path).toContain('404');
      for (const [status, response] of Object.entries<Doc>(op.responses)) {
        if (Number(status) < 400) expect(response.description, `${path} ${status}`).not.toBe('Default Response');
      }
    }
    expect(doc.components.responses.ServiceUnavailable.headers).toHaveProperty(['Retry-After']);
  });

  it('describes the error envelope once, with its code an enum of the catalogue, and refers to it', () => {
    const { ErrorEnvelope, ErrorCode } = doc.components.schemas;
    expect(ErrorEnvelope.required).toEqual(expect.arrayContaining(['success', 'code', 'message']));
    expect(ErrorEnvelope.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    expect(ErrorCode.enum).toEqual([...ERROR_CODES]);
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('"enum":["bad_request"');
    expect(doc.components.responses.NotFound.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });

  it('names the main entities as components, each answered by reference from the operations that return it', () => {
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining([...ENTITY_NAMES]));
    expect(ENTITY_NAMES).toEqual(
      expect.arrayContaining([
        'JobPosition',
        'JobGoal',
        'InterviewQuestion',
        'InterviewDetail',
        'InterviewResult',
        'GoalsScreen',
        'QuestionsScreen',
      ]),
    );
    // Only answers use them, so no request-shaped twin (`JobPositionInput`) is left unused.
    expect(Object.keys(schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const byId = new Map(operations(doc).map(({ op }) => [op.operationId as string, op]));
    const data = (operationId: string, status: string) => {
      const op = byId.get(operationId);
      expect(op, operationId).toBeDefined();
      return op.responses[status].content['application/json'].schema.properties.data;
    };
    const answers: [operationId: string, status: string, entity: string][] = [
      ['postJobPositions', '201', 'JobPosition'],
      ['getJobPositionsById', '200', 'JobPosition'],
      ['putJobPositionsById', '200', 'JobPosition'],
      ['patchJobPositionsByIdStatus', '200', 'JobPosition'],
      ['patchJobPositionsByIdWorkflow', '200', 'JobPosition'],
      ['getJobPositionsByIdGoals', '200', 'GoalsScreen'],
      ['postJobPositionsByIdConfirmGoals', '200', 'GoalsScreen'],
      ['patchJobPositionsByIdGoalsByGoalId', '200', 'GoalsScreen'],
      ['getJobPositionsByIdQuestions', '200', 'QuestionsScreen'],
      ['patchJobPositionsByIdQuestionsByQid', '200', 'QuestionsScreen'],
      ['getInterviewsById', '200', 'InterviewDetail'],
      ['patchInterviewsByIdScoresByQuestionId', '200', 'InterviewDetail'],
      ['postInterviewsByIdWithdraw', '200', 'InterviewSummary'],
    ];
    for (const [operationId, status, entity] of answers) expect(data(operationId, status), operationId).toEqual(ref(entity));
    // Inside a page or a list, the items are the entity.
    expect(data('getJobPositions', '200').allOf[1].properties.items.items).toEqual(ref('JobPositionSummary'));
    expect(data('getInterviews', '200').allOf[1].properties.items.items).toEqual(ref('InterviewSummary'));
    expect(data('postJobPositionsGenerateLinks', '201').properties.links.items).toEqual(ref('InterviewSummary'));
    // The entities refer to each other: a goal, a question, an answer and a result are named once.
    expect(schemas.JobPosition.properties.evaluation_goals.properties.goals.items).toEqual(ref('JobGoal'));
    expect(schemas.GoalsScreen.properties.goals.items).toEqual(ref('ScreenGoal'));
    expect(schemas.QuestionsScreen.properties.questions.items).toEqual(ref('InterviewQuestion'));
    expect(schemas.InterviewDetail.properties.answers.items).toEqual(ref('InterviewAnswer'));
    expect(schemas.InterviewDetail.properties.result).toEqual(ref('InterviewResult'));
    // Each is the JSON of its shared zod schema, described, and no operation keeps a copy inline.
    expect(schemas.JobPosition).toMatchObject({ type: 'object', description: expect.any(String), additionalProperties: false });
    expect(schemas.JobPosition.required).toEqual(expect.arrayContaining(['id', 'title', 'evaluation_goals', 'status_history']));
    expect(schemas.InterviewResult.required).toEqual(expect.arrayContaining(['overall_score', 'recommendation', 'goals']));
    const paths = JSON.stringify(doc.paths);
    for (const property of ['status_history', 'question_connections', 'expected_response_guidelines', 'answered_count']) {
      expect(paths, property).not.toContain(`"${property}"`);
    }
    // A description given with zod's `.describe()` is kept; the ids stay out of zod's global registry.
    expect(paths).toContain('"description":"text/csv; UTF-8 with a byte order mark"');
    expect(z.globalRegistry.get(jobPositionSchema)).toBeUndefined();
  });

  it('tags every operation with a tag the document lists', () => {
    const listed = new Set(doc.tags.map((tag: Doc) => tag.name));
    const untagged = operations(doc)
      .filter(({ op }) => !Array.isArray(op.tags) || op.tags.length === 0 || !op.tags.every((tag: string) => listed.has(tag)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(untagged).toEqual([]);
  });

  it('describes a page of a list once, and the page query parameters once', () => {
    const list = doc.paths['/api/app/job-positions'].get;
    const data = list.responses['200'].content['application/json'].schema.properties.data;
    expect(data.allOf[0]).toEqual({ $ref: '#/components/schemas/PageInfo' });
    expect(data.allOf[1].required).toEqual(['items']);
    expect(doc.components.schemas.PageInfo.required).toEqual(['page', 'page_size', 'total_count', 'total_pages', 'search']);
    expect(list.parameters.slice(0, 3)).toEqual([
      { $ref: '#/components/parameters/Page' },
      { $ref: '#/components/parameters/PageSize' },
      { $ref: '#/components/parameters/Search' },
    ]);
  });

  it('never leaves nullable without a type (OpenAPI 3.0)', () => {
    const bare: string[] = [];
    const walk = (node: Doc, at: string) => {
      if (node === null || typeof node !== 'object') return;
      if (node.nullable === true && node.type === undefined) bare.push(at);
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(bare).toEqual([]);
    const union = { nullable: true, anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/X' }] };
    fixNullable(union);
    expect(union).toEqual({
      anyOf: [{ type: 'string', nullable: true }, { $ref: '#/components/schemas/X' }, { type: 'string', nullable: true, enum: [null] }],
    });
    // A named entity that may be null (zod's `.nullable()` of a registered schema).
    const entity = { properties: { result: { $ref: '#/components/schemas/InterviewResult', nullable: true } } };
    fixNullable(entity);
    expect(entity.properties.result).toEqual({
      anyOf: [{ $ref: '#/components/schemas/InterviewResult' }, { type: 'string', nullable: true, enum: [null] }],
    });
  });

  it('names its licence, its contact and its server', () => {
    expect(doc.info.license).toEqual({ name: 'Proprietary' });
    expect(doc.info.contact).toEqual({ name: 'HireSignal', url: 'http://localhost:8082' });
    expect(doc.servers).toEqual([{ url: '/', description: 'The server that serves this document' }]);
    expect(doc.tags.map((tag: Doc) => tag.name)).toEqual(expect.arrayContaining(['auth', 'job-positions', 'webhooks']));
  });

  it('leaves the answers themselves as they were: a route still validates and answers by its zod schema', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/public/widgets', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'validation_failed', errors: { name: expect.any(String) } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/app/widgets/1' });
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json())).toEqual(['success', 'code', 'message', 'request_id']);
  });
});
