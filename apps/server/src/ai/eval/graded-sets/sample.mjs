#!/usr/bin/env node
// Regenerates the deterministic samples of the public graded answer sets kept in this folder.
// Usage: node apps/server/src/ai/eval/graded-sets/sample.mjs <SAF2_0 folder> <semeval 3way root>
//   <SAF2_0 folder>: SAF2_0/ of SAF2_0.zip (github SebOchs/SAF), holding training/, unseen_answers/, unseen_questions/
//   <semeval 3way root>: the folder holding training/3way and test/3way of semeval-3way.zip (github myrosia/semeval-2013-task7)
// Answers are picked per question by the lowest SHA-256 of "<set>|<answer id>", so a run on the same files
// writes the same lines. Each line holds the fields of `npm run ai -- score-batch` plus the grade.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [safRoot, semevalRoot] = process.argv.slice(2);
if (!safRoot || !semevalRoot || !existsSync(safRoot) || !existsSync(semevalRoot)) {
  process.stderr.write('Usage: node sample.mjs <SAF2_0 folder> <semeval 3way root> (both must exist)\n');
  process.exit(2);
}

const decodeXml = (s) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
const attrs = (tag) => Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const inner = (xml, name) => {
  const m = xml.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`));
  return m ? decodeXml(m[1]) : '';
};
const hash = (s) => createHash('sha256').update(s).digest('hex');
const xmlFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));

/** The first `n` answers of each question by hash, questions limited to the first `questions` by hash. */
function pick(rows, set, perQuestion, questions = Number.POSITIVE_INFINITY) {
  const byQuestion = new Map();
  for (const r of rows) byQuestion.set(r.qid, [...(byQuestion.get(r.qid) ?? []), r]);
  const qids = [...byQuestion.keys()].sort((a, b) => hash(`${set}|${a}`).localeCompare(hash(`${set}|${b}`))).slice(0, questions);
  return qids.sort().flatMap((q) =>
    byQuestion
      .get(q)
      .sort((a, b) => hash(`${set}|${a.id}`).localeCompare(hash(`${set}|${b.id}`)))
      .slice(0, perQuestion),
  );
}

// --- SAF 2.0 (English): one score per answer, 0..max of its question -----------------------------
function readSaf(split) {
  const rows = [];
  for (const xml of xmlFiles(join(safRoot, split))) {
    const qid = attrs(xml.match(/<question\s[^>]*>/)[0]).id;
    const question = inner(xml, 'questionText');
    const reference = inner(xml, 'referenceAnswer');
    const answers = [...xml.matchAll(/<studentAnswer\s([^>]*)>([\s\S]*?)<\/studentAnswer>/g)].map((m) => ({
      id: attrs(m[1]).id,
      answer: inner(m[2], 'response'),
      score: Number(inner(m[2], 'score')),
    }));
    const max = Math.max(...answers.map((a) => a.score));
    for (const a of answers) {
      if (!a.answer) continue;
      rows.push({ id: `saf:${a.id}`, qid, question, answer: a.answer, reference, grade: a.score, grade_max: max, source_split: split });
    }
  }
  return rows;
}

// --- SemEval-2013 Task 7, 3-way: one label per answer ---------------------------------------------
function readSemeval(corpus, dir) {
  const rows = [];
  for (const xml of xmlFiles(join(semevalRoot, dir))) {
    const qid = attrs(xml.match(/<question\s[^>]*>/)[0]).id;
    const question = inner(xml, 'questionText');
    const refs = [...xml.matchAll(/<referenceAnswer\s([^>]*)>([\s\S]*?)<\/referenceAnswer>/g)].map((m) => ({
      ...attrs(m[1]),
      text: decodeXml(m[2]),
    }));
    const reference = (refs.find((r) => r.category === 'BEST') ?? refs[0])?.text ?? '';
    for (const m of xml.matchAll(/<studentAnswer\s([^>]*)>([\s\S]*?)<\/studentAnswer>/g)) {
      const a = attrs(m[1]);
      const answer = decodeXml(m[2]);
      if (!answer) continue;
      rows.push({
        id: `semeval:${corpus}:${a.id}`,
        qid,
        question,
        answer,
        reference,
        label: a.accuracy,
        corpus,
        source_split: dir.split('/').pop(),
      });
    }
  }
  return rows;
}

const write = (file, rows) => {
  writeFileSync(join(here, file), `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  process.stdout.write(`${file}: ${rows.length} answers, ${new Set(rows.map((r) => r.qid)).size} questions\n`);
};

const tag = (rows, split) => rows.map((r) => ({ split, ...r }));
// Tuning: 8 answers per training question (the first 3 by hash were the sample before decision 805).
write('saf/tuning.jsonl', tag(pick(readSaf('training'), 'saf-training', 8), 'tuning'));
write(
  'saf/held-out.jsonl',
  tag([...pick(readSaf('unseen_answers'), 'saf-ua', 2), ...pick(readSaf('unseen_questions'), 'saf-uq', 8)], 'held-out'),
);
const semevalTuning = [];
const semevalHeldOut = [];
// Tuning: every training question (the first 30 by hash were the sample before decision 805), Beetle 3 answers
// per question (47 questions), SciEntsBank 1 (135 questions); the first answer by hash stays as it was.
for (const [corpus, trainingPerQuestion, unseenPerQuestion] of [
  ['beetle', 3, 3],
  ['sciEntsBank', 1, 2],
]) {
  semevalTuning.push(...pick(readSemeval(corpus, `training/3way/${corpus}`), `${corpus}-train`, trainingPerQuestion));
  semevalHeldOut.push(
    ...pick(readSemeval(corpus, `test/3way/${corpus}/test-unseen-answers`), `${corpus}-ua`, 1, 30),
    ...pick(readSemeval(corpus, `test/3way/${corpus}/test-unseen-questions`), `${corpus}-uq`, unseenPerQuestion),
  );
}
write('semeval2013/tuning.jsonl', tag(semevalTuning, 'tuning'));
write('semeval2013/held-out.jsonl', tag(semevalHeldOut, 'held-out'));
