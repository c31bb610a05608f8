import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type AiResult,
  type AnswerScore,
  type EngineProvenance,
  GOAL_IMPORTANCE_LABELS,
  type GeneratedQuestion,
  type GoalInput,
  type GoalSet,
  HIRING_STRATEGIES,
  type HiringStrategy,
  type JobAnalysis,
  type JobInput,
  jobInputSchema,
  type QuestionSet,
  weightBand,
} from '@hiring/shared/ai';
import { z } from 'zod';
import { loadConfig } from '../config/env.ts';
import { evaluate, formatFigures } from '../ai/fixtures/evaluate.ts';
import { JOB_FIXTURES } from '../ai/fixtures/jobs.ts';
import { formatAdversarial, runAdversarial } from '../ai/eval/adversarial.ts';
import { formatCandidateVoice, scoreCandidateVoice, voiceFigures } from '../ai/eval/candidate-voice.ts';
import { checkGeneration, formatGeneration } from '../ai/eval/generation-checks.ts';
import { checkPublicPostings, formatPublicPostings } from '../ai/eval/public-postings.ts';
import { evaluatePublicSets, formatPublicSets } from '../ai/eval/public-sets.ts';
import { scoreBatch } from '../ai/eval/score-batch.ts';
import { createAiEngine, describeAiConfig } from '../ai/index.ts';
import type { AiEngine } from '../ai/engine.ts';

const usage = `Usage: npm run ai -- <command> <job file> [answer file] [options]

Runs the AI engine on a job description so a person can judge its output.
  analyze <job file>                the analysis: summary, requirements, skills, seniority
  goals <job file>                  evaluation goals for the job
  questions <job file>              goals, then the interview questions tied to them
  score <job file> <answer file>    scores an answer to one of the generated questions
  score-batch <file.jsonl>          scores one answer a line: {"id", "question", "answer", "reference"?,
                                    "key_points"?, "goal"?, "job"?} in; {"id", "score", "raw_score", "flags",
                                    "evidence", "rationale"} out (docs/ai-engine.md, "Scoring a batch")
  eval                              the builtin engine on the labelled evaluation set (npm run eval:ai)

A job file is plain text (first line: the title; the rest: the description) or JSON with the
fields of a job position (title, job_description, requirements, required_skills, ...); or
fixture:<id> names one of the engine's test jobs (src/ai/fixtures/jobs.ts), e.g. fixture:backend-engineer.
An answer file is plain text.

Options:
  --presets 1,3,5        preset goal ids (1-8) chosen in the wizard
  --custom "text"        a custom goal (repeatable)
  --strategy <name>      specialist, generalist, teachable or none (default none)
  --question <n>         score: the generated question the answer is for (default 1)
  --question-text "..."  score: the question the answer is for, instead of a generated one
  --json                 print the result as JSON
Uses the builtin engine, or the LLM engine when AI_BASE_URL (with AI_MODEL, AI_API_KEY) is set.`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env?: Record<string, string | undefined>;
}

const defaultIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

class UsageError extends Error {}

/** Runs the command line; returns the exit code. */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof z.ZodError) io.err(error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
    else io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      presets: { type: 'string' },
      custom: { type: 'string', multiple: true },
      strategy: { type: 'string' },
      question: { type: 'string' },
      'question-text': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const [command, jobFile, answerFile] = positionals;
  if (command === 'eval') {
    // The builtin engine against the hand-labelled evaluation set (npm run eval:ai).
    const figures = evaluate();
    const publicSets = evaluatePublicSets();
    const adversarial = runAdversarial();
    // Answers written as candidates write them, without the guide in view: the strong end and off-topic on honest answers.
    const voice = scoreCandidateVoice();
    // What the engine writes: seams, key terms, shared lines and set length on twelve jobs of twelve fields.
    const generation = checkGeneration();
    // The same checks on public postings (SkillSpan), tuning and held-out apart, beside the team-written ones.
    const publicPostings = checkPublicPostings();
    io.out(
      values.json
        ? JSON.stringify(
            {
              ...figures,
              public_sets: publicSets,
              adversarial,
              candidate_voice: { tuning: voiceFigures(voice.tuning), held_out: voiceFigures(voice.heldOut) },
              generation,
              public_postings: publicPostings,
            },
            null,
            2,
          )
        : `${formatFigures(figures)}\n\n${formatPublicSets(publicSets)}\n\n${formatAdversarial(adversarial)}\n\n${formatCandidateVoice(voice)}\n\n${formatGeneration(generation)}\n\n${formatPublicPostings(publicPostings, generation)}`,
    );
    return 0;
  }
  if (command === 'score-batch') {
    if (!jobFile) throw new UsageError('score-batch needs a JSONL file.');
    const jsonl = await readFile(jobFile, 'utf8');
    const { scored, failed } = await scoreBatch(createEngine(io), jsonl, io.out);
    io.err(`${scored} answers scored, ${failed} lines refused.`);
    return failed > 0 ? 1 : 0;
  }
  if (!command) throw new UsageError('Name a command.');
  if (!['analyze', 'goals', 'questions', 'score'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  if (!jobFile) throw new UsageError('Name a job file.');
  if (command === 'score' && !answerFile) throw new UsageError('score needs an answer file after the job file.');

  const strategy = (values.strategy ?? 'none') as HiringStrategy;
  if (!HIRING_STRATEGIES.includes(strategy)) throw new UsageError(`--strategy must be one of ${HIRING_STRATEGIES.join(', ')}.`);
  const presets = values.presets ? values.presets.split(',').map((p) => Number(p.trim())) : [];
  if (presets.some((p) => !Number.isInteger(p) || p < 1 || p > 8)) throw new UsageError('--presets takes ids from 1 to 8, e.g. 1,3,5.');
  const goalOptions = { presets, custom: values.custom ?? [], strategy };

  const config = loadConfig(io.env ?? process.env);
  const engine = createEngine(io);
  const job = await readJob(jobFile);
  const print = (text: string, result: unknown) => io.out(values.json ? JSON.stringify(result, null, 2) : text);
  if (!values.json) io.out(`Using the ${describeAiConfig(config.ai)}.\n`);

  if (command === 'analyze') {
    const result = await engine.analyzeJob(job);
    print(formatAnalysis(result.data) + footer([result]), result);
    return 0;
  }

  const goalsResult = await engine.generateGoals(job, goalOptions);
  const goals = toGoalInputs(goalsResult.data);
  if (command === 'goals') {
    print(formatGoals(goalsResult.data) + footer([goalsResult]), goalsResult);
    return 0;
  }

  if (command === 'questions') {
    const questionsResult = await engine.generateQuestions(job, goals);
    print(`${formatGoals(goalsResult.data)}\n\n${formatQuestionSet(questionsResult.data)}${footer([goalsResult, questionsResult])}`, {
      goals: goalsResult,
      questions: questionsResult,
    });
    return 0;
  }

  const answer = await readFile(answerFile!, 'utf8');
  const { question, results } = await pickQuestion(engine, job, goals, values);
  const scoreResult = await engine.scoreAnswer(job, question, goals, answer);
  print(
    `Question: ${question.text}\n\nAnswer:\n${indent(answer.trim() || '(empty)', '  ')}\n\n${formatScore(scoreResult.data)}${footer([goalsResult, ...results, scoreResult])}`,
    { question, score: scoreResult },
  );
  return 0;
}

/** The builtin engine, or the LLM engine when AI_BASE_URL is set; its warnings go to standard error. */
function createEngine(io: CliIo): AiEngine {
  return createAiEngine(loadConfig(io.env ?? process.env).ai, {
    logger: {
      warn: (details, message) => io.err(`warning: ${message} (${String(details.reason ?? '')})`),
      info: (details) => io.err(`retrying in ${String(details.delayMs)} ms: ${String(details.detail ?? '')}`),
    },
  });
}

async function pickQuestion(
  engine: AiEngine,
  job: JobInput,
  goals: GoalInput[],
  values: { question?: string; 'question-text'?: string },
): Promise<{ question: GeneratedQuestion | { text: string }; results: AiResult<unknown>[] }> {
  if (values['question-text']) return { question: { text: values['question-text'] }, results: [] };
  const set = await engine.generateQuestions(job, goals);
  const n = values.question ? Number(values.question) : 1;
  const question = set.data.questions[n - 1];
  if (!Number.isInteger(n) || !question) throw new UsageError(`--question must be between 1 and ${set.data.questions.length}.`);
  return { question, results: [set] };
}

/** Reads a job file (JSON with job position fields, or text whose first line is the title), or `fixture:<id>`. */
export async function readJob(path: string): Promise<JobInput> {
  if (path.startsWith('fixture:')) {
    const id = path.slice('fixture:'.length);
    const fixture = JOB_FIXTURES.find((f) => f.id === id);
    if (!fixture) throw new UsageError(`No fixture "${id}". Fixtures: ${JOB_FIXTURES.map((f) => f.id).join(', ')}.`);
    return fixture.job;
  }
  const raw = await readFile(path, 'utf8');
  if (extname(path).toLowerCase() === '.json') {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return jobInputSchema.parse(parsed.job ?? parsed);
  }
  const lines = raw.replace(/\r\n/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) throw new Error(`${path} is empty.`);
  const title = lines[first]!.trim()
    .replace(/^#+\s*/, '')
    .replace(/^(job\s+)?title:\s*/i, '');
  return jobInputSchema.parse({
    title,
    job_description: lines
      .slice(first + 1)
      .join('\n')
      .trim(),
  });
}

/** Goals as the next steps take them: ids G1, G2, ... in priority order. */
function toGoalInputs(set: GoalSet): GoalInput[] {
  return set.goals.map((g, i) => ({
    id: `G${i + 1}`,
    text: g.text,
    description: g.description,
    category: g.category,
    importance: g.importance,
    hiring_strategy: g.hiring_strategy,
    priority_order: g.priority_order,
  }));
}

// --- readable output ---------------------------------------------------------------------------

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
const list = (items: string[], bullet = '-') => (items.length ? items.map((i) => `  ${bullet} ${i}`).join('\n') : '  (none)');

function formatAnalysis(a: JobAnalysis): string {
  const technical = a.skills.filter((s) => s.kind === 'technical').map((s) => s.name);
  const soft = a.skills.filter((s) => s.kind === 'soft').map((s) => s.name);
  return [
    `# ${a.title}`,
    `Domain: ${a.domain}   Seniority: ${a.seniority}`,
    '',
    a.summary,
    '',
    'Key requirements:',
    list(a.key_requirements),
    'Suggested skills:',
    `  ${a.suggested_skills.join(', ') || '(none)'}`,
    '',
    `Requirements (${a.requirements.length}):`,
    list(a.requirements),
    `Responsibilities (${a.responsibilities.length}):`,
    list(a.responsibilities),
    `Duties (${a.duties?.length ?? 0}):`,
    list((a.duties ?? []).map((d) => (d.text === d.source ? d.text : `${d.text}   (from: "${d.source}")`))),
    `Technical skills (${technical.length}): ${technical.join(', ') || '(none)'}`,
    `Soft skills (${soft.length}): ${soft.join(', ') || '(none)'}`,
  ].join('\n');
}

function formatGoals(set: GoalSet): string {
  const lines = [`Evaluation goals (${set.goals.length}):`];
  set.goals.forEach((g, i) => {
    const importance = GOAL_IMPORTANCE_LABELS[g.importance as 1 | 2 | 3 | 4];
    const origin = g.source === 'preset' ? `preset ${g.preset_id}` : g.source;
    lines.push(`  G${i + 1}. ${g.text}  [${g.category}, ${importance}, ${g.hiring_strategy}, ${origin}]`);
    lines.push(indent(g.description, '      '));
    lines.push(`      Why: ${g.reason}`);
    if (g.skills.length) lines.push(`      Skills: ${g.skills.join(', ')}`);
    for (const source of g.sources ?? []) lines.push(`      From the job description: "${source}"`);
  });
  return lines.join('\n');
}

function formatQuestion(q: GeneratedQuestion): string {
  const g = q.expected_response_guidelines;
  const e = q.effectiveness;
  return [
    `Q${q.question_order}. ${q.text}`,
    `    ${q.category} / ${q.question_type} / ${q.difficulty} / ${q.estimated_time} min / confidence ${q.ai_confidence}%   competency: ${q.competency}`,
    `    Intent: ${q.intent}`,
    `    Purpose: ${q.purpose}`,
    `    Expected traits: ${q.expected_traits.join(', ')}`,
    '    Follow-ups:',
    ...q.followup_suggestions.map((f) => `      - ${f}`),
    `    Strong answer: ${g.strong}`,
    `    Adequate answer: ${g.adequate}`,
    `    Weak answer: ${g.weak}`,
    `    Key points: ${g.key_points.join('; ')}`,
    `    Rating scale: ${g.rating_scale.map((r) => `${r.score} ${r.label}`).join(', ')}`,
    ...g.rating_scale.filter((r) => r.score % 2 === 1).map((r) => `      ${r.score}: ${r.description}`),
    ...(q.sources ?? []).map((source) => `    From the job description: "${source}"`),
    `    Effectiveness: relevance ${e.relevance_score}, difficulty ${e.difficulty_score}, coverage ${e.coverage_score} - ${e.relevance_reason}`,
    '    Goals:',
    ...q.goal_connections.map((c) => `      - ${c.goal_id} ${c.goal_text}: weight ${c.weight} (${weightBand(c.weight)}) - ${c.reasoning}`),
  ].join('\n');
}

function formatQuestionSet(set: QuestionSet): string {
  const m = set.metrics;
  const c = set.coverage_analysis;
  return [
    `Interview questions (${set.questions.length}):`,
    '',
    set.questions.map(formatQuestion).join('\n\n'),
    '',
    'Set metrics:',
    `  goal coverage ${m.goal_coverage_percentage}%, ${m.avg_connections_per_question} goals per question, evaluation power ${m.total_evaluation_power}, overall quality ${m.overall_quality}`,
    `  difficulty easy ${m.difficulty_balance.easy} / mid ${m.difficulty_balance.mid} / hard ${m.difficulty_balance.hard} (balance ${m.difficulty_balance.score}), categories ${m.category_diversity.categories.join(', ')} (diversity ${m.category_diversity.score})`,
    `  readiness ${c.evaluation_readiness}: ${c.goals_with_questions} goals with questions, ${c.goals_without_questions} without, ${c.avg_questions_per_goal} questions per goal`,
    'Recommendations:',
    list(m.recommendations),
  ].join('\n');
}

function formatScore(s: AnswerScore): string {
  const lines = [`Overall: ${s.overall} / 5${s.flags.length ? `   flags: ${s.flags.join(', ')}` : ''}`, s.summary, ''];
  for (const g of s.scores) {
    lines.push(`  ${g.goal_id} ${g.goal_text}: ${g.score} / 5`);
    lines.push(indent(g.rationale, '      '));
    for (const quote of g.evidence) lines.push(`      > "${quote}"`);
  }
  return lines.join('\n');
}

function formatProvenance(p: EngineProvenance): string {
  const made = p.engine === 'llm' ? `llm, model ${p.model}, ${p.version}` : `builtin, ${p.model} ${p.version}`;
  return p.fallback_reason ? `${made} (fallback: ${p.fallback_reason})` : made;
}

function footer(results: AiResult<unknown>[]): string {
  const distinct = [...new Set(results.map((r) => formatProvenance(r.provenance)))];
  return `\n\nMade by: ${distinct.join('; ')}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
