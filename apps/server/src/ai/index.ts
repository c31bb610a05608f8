import type { AiConfig } from '../config/env.ts';
import { withAnswerChecks } from './answer-checks.ts';
import { BUILTIN_LANGUAGES } from './builtin/languages.ts';
import type { AiEngine } from './engine.ts';
import { withLanguageGate } from './language-gate.ts';
import type { AiLogger } from './llm/llm-engine.ts';
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
 * An engine whose code is loaded on its first call, not at start: the builtin engine brings its
 * knowledge base and the wink-nlp model (tens of MB), the LLM engine the AI SDK, and an idle server
 * needs neither. Every call of the interface is async, so callers cannot tell the difference.
 */
export function lazyEngine(
  kind: AiEngine['kind'],
  load: () => Promise<AiEngine>,
  languages?: readonly string[],
  /** Whether the loaded engine translates questions: the capability is known before it loads. */
  { translates = false }: { translates?: boolean } = {},
): AiEngine {
  let loading: Promise<AiEngine> | undefined;
  const engine = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    kind,
    languages,
    analyzeJob: async (...args) => (await engine()).analyzeJob(...args),
    generateGoals: async (...args) => (await engine()).generateGoals(...args),
    generateGoalForCategory: async (...args) => (await engine()).generateGoalForCategory(...args),
    generateQuestions: async (...args) => (await engine()).generateQuestions(...args),
    regenerateQuestion: async (...args) => (await engine()).regenerateQuestion(...args),
    scoreAnswer: async (...args) => (await engine()).scoreAnswer(...args),
    followUp: async (request) => {
      const loaded = await engine();
      return loaded.followUp ? loaded.followUp(request) : { data: null, provenance: { engine: kind, model: 'none', version: '0' } };
    },
    ...(translates
      ? {
          translateQuestions: async (request) => {
            const loaded = await engine();
            if (!loaded.translateQuestions) throw new Error(`the ${kind} engine does not translate questions`);
            return loaded.translateQuestions(request);
          },
        }
      : {}),
  };
}

/**
 * The AI engine the configuration asks for: the builtin engine by default, the LLM engine when
 * AI_BASE_URL is set (with the builtin engine as its fallback). Both load on first use, and both
 * score answers through the same checks (answer-checks.ts), which take out text addressed to the
 * evaluator; the language is then read on what is left (withLanguageGate): the builtin engine, also
 * as the fallback, never scores an answer in a language it cannot read.
 */
export function createAiEngine(config: AiConfig, options: CreateAiEngineOptions = {}): AiEngine {
  const builtin = withLanguageGate(
    options.builtin ?? lazyEngine('builtin', async () => (await import('./builtin/index.ts')).createBuiltinEngine(), BUILTIN_LANGUAGES),
  );
  const baseUrl = config.baseUrl;
  if (!baseUrl) return withAnswerChecks(builtin);
  const llm = lazyEngine(
    'llm',
    async () =>
      (await import('./llm/llm-engine.ts')).createLlmEngine({
        baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        fallback: builtin,
        logger: options.logger,
        temperature: config.temperature,
        policy: { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, ...options.policy },
      }),
    undefined,
    { translates: true },
  );
  return withAnswerChecks(withLanguageGate(llm));
}

/** Where the engine sends requests, for logs and the CLI: the base URL without credentials. */
export function describeAiConfig(config: AiConfig): string {
  if (!config.baseUrl) return 'builtin engine';
  const url = new URL(config.baseUrl);
  url.username = '';
  url.password = '';
  return `llm engine: model ${config.model} at ${url.toString().replace(/\/$/, '')}`;
}
