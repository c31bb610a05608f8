import { type AnswerScore, clip, INSTRUCTIONS_IGNORED } from '@hiring/shared/ai';
import { type InstructionCheck, stripEvaluatorInstructions } from './checks/evaluator-instructions.ts';
import type { AiEngine } from './engine.ts';

/**
 * The checks every engine's answer scoring goes through, whichever engine it is: text addressed to
 * the evaluator or the AI is taken out before the engine reads the answer (checks/evaluator-instructions.ts),
 * so it can never be obeyed or lift a score: the engine scores exactly the answer without it, and
 * the result carries the `evaluator_instruction` flag. An answer that was only an instruction is
 * scored as an empty answer. Other wrappers compose with this one: each takes and returns an AiEngine.
 */
export function withAnswerChecks(engine: AiEngine): AiEngine {
  return {
    // What else the engine declares about itself passes through unchanged.
    ...engine,
    kind: engine.kind,
    analyzeJob: (...args) => engine.analyzeJob(...args),
    generateGoals: (...args) => engine.generateGoals(...args),
    generateGoalForCategory: (...args) => engine.generateGoalForCategory(...args),
    generateQuestions: (...args) => engine.generateQuestions(...args),
    regenerateQuestion: (...args) => engine.regenerateQuestion(...args),
    // A follow-up is read on the answer without text addressed to the evaluator, like its score.
    ...(engine.followUp
      ? { followUp: (request) => engine.followUp!({ ...request, answer: stripEvaluatorInstructions(request.answer).text }) }
      : {}),
    async scoreAnswer(job, question, goals, answer) {
      const check = stripEvaluatorInstructions(answer);
      if (!check.found) return engine.scoreAnswer(job, question, goals, answer);
      const result = await engine.scoreAnswer(job, question, goals, check.text);
      return { ...result, data: flagInstructions(result.data, check) };
    },
  };
}

/** The engine's score of the cleaned answer, flagged, with its quotes mapped back onto the answer as written. */
export function flagInstructions(data: AnswerScore, check: InstructionCheck): AnswerScore {
  const flags = data.flags.includes('evaluator_instruction') ? data.flags : [...data.flags, 'evaluator_instruction' as const];
  return {
    ...data,
    scores: data.scores.map((s) => ({ ...s, evidence: [...new Set(s.evidence.flatMap((q) => quotesInPieces(q, check)))] })),
    summary: clip(`${data.summary} ${INSTRUCTIONS_IGNORED}`, 2_000),
    flags,
  };
}

/**
 * A quote of the cleaned text, as quotes of the original: the cleaned text joins the original's
 * pieces with one separator each, so a quote that spans a join becomes one quote per piece.
 */
function quotesInPieces(quote: string, check: InstructionCheck): string[] {
  const at = check.text.indexOf(quote);
  if (at < 0) return [];
  const out: string[] = [];
  let start = 0;
  for (const piece of check.pieces) {
    const from = Math.max(at, start);
    const to = Math.min(at + quote.length, start + piece.length);
    const part = check.text.slice(from, to).trim();
    if (to > from && part.length > 0) out.push(part);
    start += piece.length + 1;
  }
  return out;
}
