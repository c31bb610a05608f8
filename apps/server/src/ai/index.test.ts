import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createAiEngine, describeAiConfig } from './index.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test/fakes/openai-server.ts';

const job = {
  title: 'Registered Nurse',
  job_description: 'Care for patients on a busy surgical ward; administer medication and chart in Epic.',
};

describe('choosing the AI engine from the configuration', () => {
  let server: FakeOpenAiServer;
  beforeEach(async () => {
    server = await startFakeOpenAiServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('uses the builtin engine when AI_BASE_URL is not set, and never calls out', async () => {
    const config = loadConfig({ AI_MODEL: 'unused', AI_API_KEY: 'sk-unused' });
    expect(config.ai.baseUrl).toBeUndefined();
    const engine = createAiEngine(config.ai);
    expect(engine.kind).toBe('builtin');
    const result = await engine.analyzeJob(job);
    expect(result.provenance.engine).toBe('builtin');
    expect(result.provenance.fallback_reason).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });

  it('treats an empty AI_BASE_URL as unset', () => {
    expect(createAiEngine(loadConfig({ AI_BASE_URL: '' }).ai).kind).toBe('builtin');
  });

  it('uses the LLM engine when AI_BASE_URL is set, with AI_MODEL and AI_API_KEY on every request', async () => {
    const config = loadConfig({ AI_BASE_URL: `${server.url}/`, AI_MODEL: 'llama3.1:8b', AI_API_KEY: 'sk-from-env', AI_TIMEOUT_MS: '5000' });
    expect(config.ai).toEqual({ baseUrl: server.url, apiKey: 'sk-from-env', model: 'llama3.1:8b', timeoutMs: 5000, maxRetries: 2 });
    const engine = createAiEngine(config.ai);
    expect(engine.kind).toBe('llm');

    server.reply({ status: 503 }, { status: 503 }, { status: 503 });
    const result = await createAiEngine(config.ai, { policy: { backoffBaseMs: 5, backoffMaxMs: 10 } }).analyzeJob(job);
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(request.body.model).toBe('llama3.1:8b');
      expect(request.headers.authorization).toBe('Bearer sk-from-env');
    }
    expect(result.provenance).toMatchObject({ engine: 'builtin', fallback_reason: expect.stringContaining('HTTP 503') });
  });

  it('sends no Authorization header and no temperature unless configured (Ollama, llama.cpp, reasoning models)', async () => {
    server.reply({ status: 500 }, { status: 500 });
    const config = loadConfig({ AI_BASE_URL: server.url, AI_MODEL: 'local', AI_MAX_RETRIES: '0', AI_TEMPERATURE: '' });
    await createAiEngine(config.ai).analyzeJob(job);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.body).not.toHaveProperty('temperature');

    await createAiEngine(
      loadConfig({ AI_BASE_URL: server.url, AI_MODEL: 'local', AI_MAX_RETRIES: '0', AI_TEMPERATURE: '0.2' }).ai,
    ).analyzeJob(job);
    expect(server.requests[1]!.body.temperature).toBe(0.2);
  });

  it('refuses AI_BASE_URL without AI_MODEL, and bad values, naming the variable', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL: required when AI_BASE_URL is set/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_MAX_RETRIES: '-1' })).toThrow(/AI_MAX_RETRIES/);
    expect(() => loadConfig({ AI_TEMPERATURE: 'warm' })).toThrow(/AI_TEMPERATURE/);
  });

  it('describes the engine without credentials', () => {
    expect(describeAiConfig(loadConfig({}).ai)).toBe('builtin engine');
    const config = loadConfig({ AI_BASE_URL: 'https://user:secret@llm.example.com/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-x' });
    const text = describeAiConfig(config.ai);
    expect(text).toBe('llm engine: model gpt-4o-mini at https://llm.example.com/v1');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('sk-x');
  });
});
