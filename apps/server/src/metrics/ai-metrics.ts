import { Counter, Histogram, type Registry } from 'prom-client';
import type { AiEngine } from '../ai/index.ts';
import type { AiOperation } from '../ai/engine.ts';

const OPERATIONS = [
  'analyzeJob',
  'generateGoals',
  'generateGoalForCategory',
  'generateQuestions',
  'regenerateQuestion',
  'scoreAnswer',
] as const satisfies readonly AiOperation[];
// Fails to compile when the engine gains an operation this list does not count.
const everyOperation: Exclude<AiOperation, (typeof OPERATIONS)[number]> extends never ? true : false = true;
void everyOperation;

function instruments(registry: Registry) {
  return {
    calls: new Counter({
      name: 'hiring_ai_calls_total',
      help: 'AI engine calls by operation, the engine that answered (builtin or llm), and outcome (ok or error).',
      labelNames: ['operation', 'engine', 'outcome'] as const,
      registers: [registry],
    }),
    fallbacks: new Counter({
      name: 'hiring_ai_fallbacks_total',
      help: 'LLM calls the builtin engine answered instead (the model failed, timed out or answered invalid output), by operation.',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    durations: new Histogram({
      name: 'hiring_ai_call_duration_seconds',
      help: 'Time of an AI engine call by operation and the engine that answered.',
      labelNames: ['operation', 'engine'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registry],
    }),
  };
}

type Instruments = ReturnType<typeof instruments>;

/**
 * The same engine, counting each call by the engine that answered it (its provenance): an LLM
 * call the builtin engine answered is a fallback. A call that throws counts as an error of the
 * configured engine.
 */
export function instrumentAi(engine: AiEngine, m: Instruments): AiEngine {
  const wrapped: Record<string, unknown> = { kind: engine.kind, languages: engine.languages };
  const counted = (operation: string, call: (...args: unknown[]) => Promise<{ provenance: { engine: string } }>) => {
    wrapped[operation] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const result = await call.apply(engine, args);
        const answered = result.provenance.engine;
        m.calls.inc({ operation, engine: answered, outcome: 'ok' });
        m.durations.observe({ operation, engine: answered }, (performance.now() - started) / 1000);
        if (engine.kind === 'llm' && answered !== 'llm') m.fallbacks.inc({ operation });
        return result;
      } catch (error) {
        m.calls.inc({ operation, engine: engine.kind, outcome: 'error' });
        throw error;
      }
    };
  };
  for (const operation of OPERATIONS)
    counted(operation, engine[operation] as (...args: unknown[]) => Promise<{ provenance: { engine: string } }>);
  // The follow-up (issue 42) passes through uncounted: it is read on every save of an answer.
  if (engine.followUp) wrapped.followUp = engine.followUp.bind(engine);
  // A translation (decision 795) is counted like the other operations, where the engine has it.
  if (engine.translateQuestions)
    counted('translateQuestions', engine.translateQuestions as (...args: unknown[]) => Promise<{ provenance: { engine: string } }>);
  return wrapped as unknown as AiEngine;
}

instrumentAi.instruments = instruments;
