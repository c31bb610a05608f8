import type { AiDocFigures, AiDocSection, AiDocumentation } from '@hiring/shared/ai-documentation';
import { AUDIT_LIMITS } from '@hiring/shared/audit';
import { BUILTIN_LANGUAGES } from '../builtin/languages.ts';
import { BUILTIN_MODEL, KB_VERSION } from '../builtin/version.ts';
import { evaluate } from '../fixtures/evaluate.ts';
import { PROMPT_VERSION } from '../llm/prompts/common.ts';
import { runAdversarial } from './adversarial.ts';
import { evaluatePublicSets } from './public-sets.ts';

/*
 * The deployer's documentation of the AI engines (issue 39, item 5), built from the engine's
 * version and the evaluations of `npm run eval:ai`, so what it says stays true: `npm run docs:ai`
 * writes it, and deployer-doc.test.ts fails when the engine's version or its figures move on
 * without it. The evaluations are the labelled set, the public graded sets and the adversarial
 * set, as eval:ai runs them.
 */

const r2 = (x: number) => Math.round(x * 100) / 100;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The figures the accuracy section states, measured now (about five seconds). */
export function measureFigures(): AiDocFigures {
  const labelled = evaluate();
  const adversarial = runAdversarial();
  return {
    labelled: {
      jobs: labelled.jobs,
      fields: labelled.fields,
      answers: labelled.answers,
      extraction_recall: r2(labelled.recall),
      extraction_precision: r2(labelled.precision),
      score_rho: r2(labelled.rho),
    },
    public_sets: evaluatePublicSets().map((s) => ({
      set: s.set,
      name: s.name,
      split: s.split,
      answers: s.answers,
      qwk: r2(s.engine.qwk),
      spearman: r2(s.engine.spearman),
      overlap_qwk: r2(s.overlap.qwk),
    })),
    adversarial: { cases: adversarial.length, in_band: adversarial.filter((a) => a.ok).length },
  };
}

const section = (
  id: string,
  title: string,
  paragraphs: string[],
  items: string[] = [],
  table: AiDocSection['table'] = null,
): AiDocSection => ({
  id,
  title,
  paragraphs,
  items,
  table,
});

/** The documentation for these figures, measured on `measuredOn` with the engine of this version. */
export function buildDeployerDoc(figures: AiDocFigures, measuredOn: string): AiDocumentation {
  const l = figures.labelled;
  const languages = BUILTIN_LANGUAGES.join(', ');
  return {
    title: 'AI documentation for deployers',
    engine_version: KB_VERSION,
    model: BUILTIN_MODEL,
    measured_on: measuredOn,
    figures,
    sections: [
      section(
        'engines',
        'The engines',
        [
          `HireSignal runs one of two engines. The builtin engine (model ${BUILTIN_MODEL}, version ${KB_VERSION}) is the default: it runs on the server, sends nothing anywhere, and gives the same output for the same input. It applies written rules and a curated knowledge base of skills, duties and answer terms; it is not a trained statistical model.`,
          `The LLM engine is used only when the operator sets AI_BASE_URL: it sends the inputs below to the OpenAI-compatible model the operator chose, with prompts of version ${PROMPT_VERSION}, and falls back to the builtin engine when the model fails. Its accuracy depends on that model and is not measured here.`,
        ],
        [],
        {
          caption: 'What each operation does and does not do',
          columns: ['Operation', 'Does', 'Does not'],
          rows: [
            [
              'Read a job',
              'Summarises the job position the team wrote: requirements, duties, skills, seniority.',
              'Read candidates, CVs or any outside source.',
            ],
            [
              'Propose evaluation goals',
              'Proposes goals tied to the job for the team to edit and confirm.',
              'Use a goal the team did not confirm.',
            ],
            [
              'Write questions',
              'Writes written-interview questions for the confirmed goals, each with a rating guide the team can edit.',
              'Publish questions: the team finalises them.',
            ],
            [
              'Score answers',
              'Scores each written answer 1 to 5 per goal against the question and its rating guide, quoting the answer as evidence, and flags answers that are empty, off topic, copied, repeated, in another language or addressed to the evaluator.',
              'Decide, reject, rank candidates on its own, or contact anyone. A person reviews every result.',
            ],
          ],
        },
      ),
      section(
        'inputs',
        'Inputs',
        ['Each operation reads only what the team entered about the job and what the candidate wrote:'],
        [
          'The job position: title, description, requirements, responsibilities, skills, seniority.',
          'The evaluation goals the team confirmed, and each question with its rating guide.',
          "The text of the candidate's answer to the question being scored.",
        ],
      ),
      section(
        'never-inferred',
        'What the engines never infer',
        [
          "The engines score what an answer says about the work the question asks about, and nothing about the person. The candidate's name and email address, the timing and paste events the page records, and any voluntary self-identification are never given to an engine.",
        ],
        [
          'No emotion, sentiment or mood.',
          'No personality, character or temperament, and no "confidence" or "attitude" of the candidate. (A question set\'s "confidence" is the engine\'s confidence in its own question, never a trait of a person.)',
          'No protected attribute: not sex or gender, race or ethnicity, age, disability, religion, national origin, sexual orientation, pregnancy or family status. None is an input; the way an answer is written (its language, its length) can still differ between groups, which a bias audit of the results should check.',
          'No analysis of faces, voices, video or images: interviews are written.',
        ],
      ),
      section(
        'accuracy',
        'Measured accuracy',
        [
          `Measured on ${measuredOn} with the builtin engine version ${KB_VERSION}, by the evaluations of npm run eval:ai.`,
          `Labelled set written here: ${l.jobs} job descriptions of ${l.fields} fields and ${l.answers} graded answers. Reading jobs found ${pct(l.extraction_recall)} of the labelled requirements (precision ${pct(l.extraction_precision)}); the engine's answer scores rank the answers as the labels do with Spearman's rho ${l.score_rho}.`,
          "Public graded answers (other people's grades, other subjects): agreement with the graders as quadratic weighted kappa (1 is full agreement, 0 is chance), beside plain word overlap with the reference answer as a baseline. The held-out parts were never tuned on.",
          `Adversarial set of gaming attempts (keyword lists, notes to the evaluator, copied questions, other languages): ${figures.adversarial.in_band} of ${figures.adversarial.cases} scored within their expected band.`,
          'Agreement with human graders is moderate: scores are a first reading for a reviewer, not a decision.',
        ],
        [],
        {
          caption: 'Agreement with human graders on public sets',
          columns: ['Set', 'Split', 'Answers', 'Kappa (engine)', "Spearman's rho", 'Kappa (word overlap)'],
          rows: figures.public_sets.map((s) => [
            s.name,
            s.split,
            String(s.answers),
            s.qwk.toFixed(2),
            s.spearman.toFixed(2),
            s.overlap_qwk.toFixed(2),
          ]),
        },
      ),
      section(
        'limits',
        'Known limits',
        [],
        [
          `Languages: the builtin engine scores answers in ${languages === 'en' ? 'English' : languages} only. An answer in another language gets no AI score and waits for a reviewer; the LLM engine reads other languages but is not measured on them here.`,
          'Gaming: text addressed to the evaluator is taken out before scoring, the same answer given to several questions scores at most 2 where it repeats, and keyword lists and generic text score low. New tricks may still get through: reviewers see the flags and the answer itself.',
          'Knowledge: the builtin engine knows the skills and duties of its knowledge base; work outside it is read from the words of the job and the rating guide only, and may score less precisely.',
          'Short answers: an answer of a few words cannot show much and scores low, whatever the person knows.',
          'Written answers only: the interview measures what a candidate writes, not how they would do the work.',
        ],
      ),
      section(
        'oversight',
        'The human oversight it expects',
        [],
        [
          'A person at the company reviews every result; no decision is made by the engines alone, and candidates are told so before they start.',
          'Blind-first review is on by default: a reviewer scores each answer before seeing the AI score.',
          'A reviewer who scores differently from the AI can override it, with a reason the decision log keeps.',
          'Answers the engine could not score (another language, a failed run) wait for a reviewer.',
          'Candidates can ask for an alternative process or accommodation, for a person to review their result, for a copy of their data, and for erasure, from their interview link.',
          'Owners and admins assign who reviews, keep the rating guides current, and read the decision log.',
        ],
      ),
      section('logs', 'The logs it keeps', [
        `The decision log records, per interview, every AI score (engine, model, version, flags, language, per-goal scores), every reviewer score and override with its reason, every "show AI score", recommendation and status change, deletion, and each candidate request. It holds scores, codes and ids, never the candidate's words, cannot be edited, and is kept for the company's retention period plus ${AUDIT_LIMITS.keepDaysBeyondRetention} days. Owners and admins read it on each interview and export a period as CSV or JSON.`,
        'Each answer keeps the engine that scored it and the language it was read in. Answers and personal data are deleted after the retention period or on request; the anonymous scores stay.',
      ]),
    ],
  };
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The documentation as the Markdown of docs/ai-documentation.md. */
export function toMarkdown(doc: AiDocumentation): string {
  const out: string[] = [
    `# ${doc.title}`,
    '',
    `<!-- Generated by \`npm run docs:ai\` from the engine's version and the evaluations of \`npm run eval:ai\`; do not edit by hand. -->`,
    '',
    `Engine: ${doc.model} version ${doc.engine_version}. Figures measured on ${doc.measured_on}. Also in the app at ${'`/support/ai-documentation`'}.`,
  ];
  for (const s of doc.sections) {
    out.push('', `## ${s.title}`);
    for (const p of s.paragraphs) out.push('', p);
    if (s.items.length > 0) out.push('', ...s.items.map((i) => `- ${i}`));
    if (s.table) {
      out.push(
        '',
        `${s.table.caption}:`,
        '',
        `| ${s.table.columns.map(cell).join(' | ')} |`,
        `| ${s.table.columns.map(() => '---').join(' | ')} |`,
      );
      for (const row of s.table.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
    }
  }
  return `${out.join('\n')}\n`;
}
