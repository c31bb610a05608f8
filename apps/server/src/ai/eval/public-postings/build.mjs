#!/usr/bin/env node
// Rebuilds postings.json from skillspan-sample.txt (the SkillSpan postings kept here, one sentence a line).
// Usage: node apps/server/src/ai/eval/public-postings/build.mjs
//
// skillspan-sample.txt keeps each sampled posting's tokens in their order, one sentence a line, under a
// line "### <file> <n>" (file: house_train, tech_train, house_dev, tech_dev; n: the posting's place in
// that file, from 1). The annotators' spans are marked in it: [ ... ] a Skill span (B-Skill to its last
// I-Skill), { ... } a Knowledge span; the two layers are independent, so they may overlap or cross.
// This script turns each posting into readable text, its spans into key terms, and adds what the
// data does not hold (title, field, split, the employer's own names) from META below.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Per posting: its title (from its own words, or derived when it has none), field, family and the employer's own names. */
const META = {
  'house_train 1': {
    title: 'Business Developer',
    title_from: 'posting',
    field: 'business development',
    family: 'business',
    internal_names: ['Vivino', 'Vivinos'],
  },
  'house_train 2': {
    title: 'Digital R&D Product Manager',
    title_from: 'posting',
    field: 'product management',
    family: 'product',
    internal_names: ['Chr', 'Digital R&D'],
  },
  'house_train 6': {
    title: 'Graduate Designer and Developer, Blockchain',
    title_from: 'derived',
    field: 'digital design',
    family: 'software',
    internal_names: [],
  },
  'house_train 7': {
    title: 'SEO Content Manager',
    title_from: 'posting',
    field: 'digital marketing',
    family: 'marketing',
    internal_names: ['Bettingexpert'],
  },
  'house_train 8': {
    title: 'Knowledge Management Consultant',
    title_from: 'posting',
    field: 'HR communication',
    family: 'people',
    internal_names: ['askHR', 'P&O'],
  },
  'house_train 9': {
    title: 'Project Manager, Global Finance Strategy',
    title_from: 'posting',
    field: 'finance',
    family: 'finance',
    internal_names: [],
  },
  'house_train 11': {
    title: 'Partner Success Manager',
    title_from: 'posting',
    field: 'partner success (SaaS)',
    family: 'account management',
    internal_names: ['Mono Solutions', 'Mono'],
  },
  'house_train 12': {
    title: 'Research Assistant, Small RNAs',
    title_from: 'posting',
    field: 'molecular biology research',
    family: 'life science research',
    internal_names: [],
  },
  'house_train 13': {
    title: 'Live-in Catering Assistant, School Kitchen',
    title_from: 'derived',
    field: 'school catering',
    family: 'hospitality',
    internal_names: [],
  },
  'house_train 14': {
    title: 'Assistant Professor in Bioinformatics / Comparative Genomics',
    title_from: 'posting',
    field: 'bioinformatics research',
    family: 'life science research',
    internal_names: [],
  },
  'house_train 15': {
    title: 'Embedded Software Engineer',
    title_from: 'posting',
    field: 'embedded software',
    family: 'software',
    internal_names: [],
  },
  'house_train 16': {
    title: 'Postdoc, Drug Formulation for Cancer Immunotherapy',
    title_from: 'posting',
    field: 'pharmaceutical research',
    family: 'life science research',
    internal_names: [],
  },
  'house_train 17': {
    title: 'Development Engineer, Mechanical Development',
    title_from: 'posting',
    field: 'mechanical engineering',
    family: 'engineering',
    internal_names: [],
  },
  'house_train 18': {
    title: 'Project Engineer',
    title_from: 'posting',
    field: 'process engineering',
    family: 'engineering',
    internal_names: [],
  },
  'house_train 19': {
    title: 'Assistant Professor, Managerial Economics or Supply Chain Management',
    title_from: 'posting',
    field: 'operations management research',
    family: 'business research',
    internal_names: ['CBS', 'CBSs', 'Copenhagen Business School'],
  },
  'tech_train 1': {
    title: 'Senior QA Engineer (m/f/d)',
    title_from: 'posting',
    field: 'software quality assurance',
    family: 'software',
    internal_names: [],
  },
  'tech_train 2': {
    title: 'Cloud DevOps Engineer',
    title_from: 'posting',
    field: 'cloud operations',
    family: 'software',
    internal_names: [],
  },
  'tech_train 3': {
    title: 'Front-end Developer',
    title_from: 'posting',
    field: 'front-end development',
    family: 'software',
    internal_names: [],
  },
  'tech_train 4': {
    title: 'Senior Full-Stack Engineer (m/f/d)',
    title_from: 'posting',
    field: 'full-stack web development',
    family: 'software',
    internal_names: [],
  },
  'tech_train 5': {
    title: 'Full Stack Software Engineer (JavaScript / React / Node JS)',
    title_from: 'posting',
    field: 'web platforms in financial services',
    family: 'software',
    internal_names: [],
  },
  'house_dev 1': {
    title: 'Post Doctoral Researcher, Machine Learning and Sensory System Design',
    title_from: 'posting',
    field: 'health technology research',
    family: 'research computing',
    internal_names: ['BHRP'],
  },
  'house_dev 2': {
    title: 'Postdoc, Embodied AI and Neurorobotics',
    title_from: 'posting',
    field: 'robotics research',
    family: 'robotics',
    internal_names: ['Dlife', 'DLife', 'CBR', 'ENS'],
  },
  'house_dev 3': { title: 'Postdoctoral Researcher, Property Law', title_from: 'posting', field: 'law', family: 'law', internal_names: [] },
  'tech_dev 1': {
    title: 'DevOps Engineer (CI CD Cloud Docker Jenkins)',
    title_from: 'posting',
    field: 'DevOps consulting',
    family: 'software',
    internal_names: [],
  },
};

/** The de-identification placeholders, each run of one turned into neutral words. */
const PLACEHOLDERS = {
  '<ORGANIZATION>': 'the company',
  '<ORG>': 'the company',
  '<LOCATION>': 'the city',
  '<NAME>': 'our contact',
  '<CONTACT>': '(contact details)',
  '<ADDRESS>': 'the office address',
  '<PROFESSION>': 'professional',
  '<DESCRIPTION>': '(company description)',
};

/** Tokens of a line with their span marks: a token may open or close spans of either layer. */
function readLine(line) {
  return line
    .split(' ')
    .filter((t) => t !== '')
    .map((raw) => {
      let t = raw;
      const open = [];
      const close = [];
      while (t.length > 1 && (t[0] === '[' || t[0] === '{')) {
        open.push(t[0] === '[' ? 'skill' : 'knowledge');
        t = t.slice(1);
      }
      while (t.length > 1 && (t.at(-1) === ']' || t.at(-1) === '}')) {
        close.push(t.at(-1) === ']' ? 'skill' : 'knowledge');
        t = t.slice(0, -1);
      }
      return { token: t, open, close };
    });
}

/** Tokens joined into text: placeholder runs in neutral words, no space before closing punctuation or inside brackets. */
export function detokenize(tokens, sentence = true) {
  const words = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const neutral = PLACEHOLDERS[t];
    if (neutral) {
      while (tokens[i + 1] === t) i++;
      const prev = words.at(-1)?.toLowerCase();
      let w = neutral;
      if ((prev === 'the' || prev === 'a' || prev === 'our') && w.startsWith('the ')) w = w.slice(4);
      words.push(w);
    } else words.push(t);
  }
  let s = words.join(' ');
  s = s.replace(/\s+([.,;:!?)])/g, '$1').replace(/\(\s+/g, '(');
  return sentence ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

const tidyTerm = (s) =>
  s
    .replace(/^[\s\-–•*(,.;:!?]+|[\s\-–•*),.;:!?]+$/g, '')
    .replace(/^\(|\($/g, '')
    .trim();

export function parse(text) {
  const postings = [];
  let current = null;
  let openSpans = { skill: null, knowledge: null };
  for (const line of text.split('\n')) {
    const head = /^### (\w+) (\d+)$/.exec(line);
    if (head) {
      current = { key: `${head[1]} ${head[2]}`, file: head[1], n: Number(head[2]), sentences: [], spans: [] };
      openSpans = { skill: null, knowledge: null };
      postings.push(current);
      continue;
    }
    if (!current || line.trim() === '') continue;
    const tokens = readLine(line);
    for (const { token, open, close } of tokens) {
      for (const kind of open) openSpans[kind] = { kind, tokens: [] };
      for (const kind of ['skill', 'knowledge']) if (openSpans[kind]) openSpans[kind].tokens.push(token);
      for (const kind of close) {
        if (!openSpans[kind]) throw new Error(`${current.key}: a ${kind} span closes that was not opened, at "${token}"`);
        current.spans.push(openSpans[kind]);
        openSpans[kind] = null;
      }
    }
    current.sentences.push(tokens.map((t) => t.token));
  }
  return postings;
}

const SPLIT_OF = { house_train: 'tuning', tech_train: 'tuning', house_dev: 'held-out', tech_dev: 'held-out' };

export function build(text) {
  return parse(text).map((p) => {
    const meta = META[p.key];
    if (!meta) throw new Error(`No title and field for ${p.key}`);
    const seen = new Set();
    const key_terms = [];
    for (const s of p.spans) {
      const term = tidyTerm(detokenize(s.tokens, false));
      const norm = term.toLowerCase();
      if (term === '' || seen.has(norm)) continue;
      seen.add(norm);
      key_terms.push({ text: term, kind: s.kind });
    }
    return {
      id: `skillspan-${p.file.replace('_', '-')}-${p.n}`,
      source: { file: `data/Skills/skillspan_${p.file}.conll`, posting: p.n },
      split: SPLIT_OF[p.file],
      ...meta,
      words: p.sentences.reduce((n, s) => n + s.filter((t) => /[A-Za-z0-9<]/.test(t)).length, 0),
      key_terms,
      text: p.sentences.map(detokenize).join('\n'),
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const postings = build(readFileSync(join(here, 'skillspan-sample.txt'), 'utf8'));
  writeFileSync(
    join(here, 'postings.json'),
    `${JSON.stringify({ source: 'SkillSpan (Zhang et al., NAACL 2022), MIT', postings }, null, 2)}\n`,
  );
  process.stdout.write(`${postings.length} postings, ${postings.reduce((n, p) => n + p.key_terms.length, 0)} key terms\n`);
}
