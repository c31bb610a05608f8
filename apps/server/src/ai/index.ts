import type { AiConfig } from '../config/env.ts';
import { createBuiltinEngine } from './builtin/index.ts';
import type { AiEngine } from './engine.ts';
import { type AiLogger, createLlmEngine } from './llm/llm-engine.ts';
import type { RetryPolicy } from './llm/structured-call.ts';

export type { AiEngine } from './engine.ts';
export type { AiLogger } from './llm/llm-engine.ts';

export interface CreateAiEngineOptions {
  logger?: AiLogger;
  /** The engine that answers when the LLM cannot; the builtin engine unless given. */
  builtin?: AiEngine;
  /** Overrides of the retry policy (tests shorten the backoff). */
  policy?: Partial<RetryPolicy>;
}

/**
 * The AI engine the configuration asks for: the builtin engine by default, the LLM engine when
 * AI_BASE_URL is set (with the builtin engine as its fallback).
 */
export function createAiEngine(config: AiConfig, options: CreateAiEngineOptions = {}): AiEngine {
  const builtin = options.builtin ?? createBuiltinEngine();
  if (!config.baseUrl) return builtin;
  return createLlmEngine({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    fallback: builtin,
    logger: options.logger,
    temperature: config.temperature,
    policy: { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, ...options.policy },
  });
}

/** Where the engine sends requests, for logs and the CLI: the base URL without credentials. */
export function describeAiConfig(config: AiConfig): string {
  if (!config.baseUrl) return 'builtin engine';
  const url = new URL(config.baseUrl);
  url.username = '';
  url.password = '';
  return `llm engine: model ${config.model} at ${url.toString().replace(/\/$/, '')}`;
}
