import { APICallError, generateText, type LanguageModel, NoObjectGeneratedError, NoOutputGeneratedError, Output } from 'ai';
import { z } from 'zod';

/**
 * One structured call to a chat model, made dependable: a timeout per attempt, retries with
 * exponential backoff on 429, 5xx and network failures, and one more attempt when the model's
 * answer is not valid JSON, does not match the schema or fails the caller's own checks.
 * It either returns a value that passed the schema and the checks, or throws an LlmCallError
 * whose message is safe to store and log (it never holds the API key or the prompt).
 */

export interface RetryPolicy {
  /** Time allowed for one request. */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a network failure. */
  maxRetries: number;
  /** Further attempts after an invalid answer (bad JSON, schema mismatch, failed check). */
  invalidOutputRetries: number;
  /** First backoff delay; doubled on every retry, with jitter. */
  backoffBaseMs: number;
  /** Longest single delay, including a server's Retry-After. */
  backoffMaxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  timeoutMs: 120_000,
  maxRetries: 2,
  invalidOutputRetries: 1,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
};

export type LlmFailureKind = 'timeout' | 'rate_limited' | 'server_error' | 'network' | 'rejected' | 'invalid_output';

export class LlmCallError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'LlmCallError';
  }
}

export interface StructuredRequest<T> {
  /** Names the output in the request's response_format (letters, digits, _ and -). */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  /** Checks the schema cannot express; returns the problems (empty when fine). */
  check?: (value: T) => string[];
}

export interface StructuredCallContext {
  model: LanguageModel;
  policy: RetryPolicy;
  /** Provider options sent with every call (e.g. strictJsonSchema). */
  providerOptions?: Record<string, Record<string, string | number | boolean>>;
  /** Called before each retry, for logs. Never receives secrets. */
  onRetry?: (info: { attempt: number; kind: LlmFailureKind; delayMs: number; detail: string }) => void;
  sleep?: (ms: number) => Promise<void>;
  temperature?: number;
}

class InvalidOutput extends Error {}

export async function callStructured<T>(ctx: StructuredCallContext, request: StructuredRequest<T>): Promise<T> {
  const { policy } = ctx;
  const sleep = ctx.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let transportRetries = 0;
  let invalidRetries = 0;
  let attempts = 0;
  let previousProblem: string | undefined;

  for (;;) {
    attempts++;
    const signal = AbortSignal.timeout(policy.timeoutMs);
    try {
      let value: T;
      try {
        const result = await generateText({
          model: ctx.model,
          output: Output.object({ schema: request.schema, name: request.name }),
          system: request.system,
          prompt: previousProblem ? `${request.prompt}\n\n${retryNote(previousProblem)}` : request.prompt,
          // Retries are ours: the SDK's own would ignore our backoff and our invalid-output rule.
          maxRetries: 0,
          abortSignal: signal,
          temperature: ctx.temperature,
          providerOptions: ctx.providerOptions,
        });
        value = result.output as T;
      } catch (error) {
        // Endpoints that ignore response_format often wrap the JSON in a fence or a sentence.
        const salvaged = NoObjectGeneratedError.isInstance(error) ? salvageJson(error.text, request.schema) : undefined;
        if (!salvaged) throw error;
        if ('issues' in salvaged) throw new InvalidOutput(formatIssues(salvaged.issues));
        value = salvaged.value;
      }
      const problems = request.check?.(value) ?? [];
      if (problems.length > 0) throw new InvalidOutput(problems.slice(0, 5).join('; '));
      return value;
    } catch (error) {
      const failure = classify(error, signal, policy.timeoutMs);
      if (failure.kind === 'invalid_output') {
        if (invalidRetries < policy.invalidOutputRetries) {
          invalidRetries++;
          previousProblem = failure.detail;
          ctx.onRetry?.({ attempt: attempts, kind: failure.kind, delayMs: 0, detail: failure.detail });
          continue;
        }
        throw new LlmCallError('invalid_output', `invalid output after ${attempts} attempts: ${failure.detail}`, attempts);
      }
      if (failure.retryable && transportRetries < policy.maxRetries) {
        const delayMs = backoffDelay(transportRetries, policy, failure.retryAfterMs);
        transportRetries++;
        ctx.onRetry?.({ attempt: attempts, kind: failure.kind, delayMs, detail: failure.detail });
        await sleep(delayMs);
        continue;
      }
      const tries = attempts === 1 ? '' : ` after ${attempts} attempts`;
      throw new LlmCallError(failure.kind, `${failure.detail}${tries}`, attempts);
    }
  }
}

interface Failure {
  kind: LlmFailureKind;
  retryable: boolean;
  detail: string;
  retryAfterMs?: number;
}

function classify(error: unknown, signal: AbortSignal, timeoutMs: number): Failure {
  if (error instanceof InvalidOutput) return { kind: 'invalid_output', retryable: false, detail: error.message };
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    return { kind: 'invalid_output', retryable: false, detail: describeInvalidOutput(error) };
  }
  if (signal.aborted || isAbort(error)) {
    // A slow model is slow again on a second try: the caller falls back instead of waiting twice.
    return { kind: 'timeout', retryable: false, detail: `no answer within ${timeoutMs} ms` };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined)
      return { kind: 'network', retryable: true, detail: `could not reach the model endpoint (${shortCause(error)})` };
    if (status === 429) {
      return { kind: 'rate_limited', retryable: true, detail: 'HTTP 429 (rate limited)', retryAfterMs: retryAfter(error.responseHeaders) };
    }
    if (status >= 500) return { kind: 'server_error', retryable: true, detail: `HTTP ${status} from the model endpoint` };
    // The endpoint's own words say what to fix ("model not found", "unsupported parameter").
    // Callers that know the API key cut it out before logging.
    const said = error.message ? `: ${error.message.slice(0, 300)}` : '';
    return { kind: 'rejected', retryable: false, detail: `HTTP ${status} from the model endpoint${said}` };
  }
  if (error instanceof TypeError)
    return { kind: 'network', retryable: true, detail: `could not reach the model endpoint (${error.message})` };
  return { kind: 'rejected', retryable: false, detail: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error' };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function shortCause(error: APICallError): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

/** Names what was wrong with the model's answer: broken JSON, or the first schema issues by path. */
function describeInvalidOutput(error: NoObjectGeneratedError | NoOutputGeneratedError): string {
  if (NoObjectGeneratedError.isInstance(error) && error.finishReason === 'length') {
    return 'the answer was cut off at the token limit (raise the context or output limit of the model server)';
  }
  let cause: unknown = error.cause;
  while (cause) {
    if (cause instanceof z.ZodError) return formatIssues(cause.issues);
    const maybe = cause as { name?: string; cause?: unknown };
    if (maybe.name === 'AI_JSONParseError') return 'the answer is not valid JSON';
    cause = maybe.cause;
  }
  return error.message;
}

function formatIssues(issues: z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
  return `the answer does not match the schema (${shown.join('; ')}${more})`;
}

/** The JSON object inside a fenced block or surrounding prose, parsed by the schema; undefined when there is none. */
function salvageJson<T>(text: string | undefined, schema: z.ZodType<T>): { value: T } | { issues: z.core.$ZodIssue[] } | undefined {
  if (!text) return undefined;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidate = fenced ?? text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  if (!candidate.trim().startsWith('{')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { value: parsed.data } : { issues: parsed.error.issues };
}

function retryNote(problem: string): string {
  return `Your previous answer was rejected: ${problem}. Answer again with one JSON object that follows the schema exactly.`;
}

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential backoff with jitter; a server's Retry-After wins when it is longer, within the cap. */
export function backoffDelay(retry: number, policy: Pick<RetryPolicy, 'backoffBaseMs' | 'backoffMaxMs'>, retryAfterMs?: number): number {
  const exponential = policy.backoffBaseMs * 2 ** retry;
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  return Math.round(Math.min(policy.backoffMaxMs, Math.max(jittered, retryAfterMs ?? 0)));
}
