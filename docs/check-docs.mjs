// Checks the documentation: every relative link in docs/ and README.md resolves, and every
// decision record has exactly one Status line, right under its title, naming records that exist.
// Run from the repository root: node docs/check-docs.mjs (exit 1 on any problem).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const decisionsDir = join(root, 'docs/decisions');
const problems = [];

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

// Code blocks and inline code are examples, not links.
function withoutCode(text) {
  return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
let links = 0;
for (const file of files) {
  const text = withoutCode(readFileSync(file, 'utf8'));
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    links += 1;
    const path = decodeURIComponent(target.split('#')[0]);
    if (!existsSync(resolve(dirname(file), path))) problems.push(`${relative(root, file)}: link to a missing file: ${target}`);
  }
}

const STATUS = /^Status: (accepted|accepted, partly superseded by (\d{3}(?:, \d{3})*)|superseded by (\d{3}(?:, \d{3})*)|measured)$/;
const records = markdownFiles(decisionsDir).filter((file) => /^\d{3}-.*\.md$/.test(file.split('/').pop()));
const numbers = new Map(records.map((file) => [file.split('/').pop().slice(0, 3), file]));
const counts = {};
const statusOf = new Map();
for (const file of records) {
  const name = relative(root, file);
  const number = file.split('/').pop().slice(0, 3);
  const lines = readFileSync(file, 'utf8').split('\n');
  if (!lines[0].startsWith(`# ${number}. `)) problems.push(`${name}: the first line is not "# ${number}. Title"`);
  const statusLines = lines.filter((line) => /^\**Status\b/.test(line));
  if (statusLines.length !== 1) problems.push(`${name}: ${statusLines.length} Status lines`);
  const firstText = lines.slice(1).find((line) => line.trim() !== '');
  const match = firstText === undefined ? null : STATUS.exec(firstText);
  if (!match) {
    problems.push(`${name}: no Status line under the title (found "${firstText}")`);
    continue;
  }
  const status = match[1];
  statusOf.set(number, status);
  const kind = status.replace(/ by .*/, '').replace(/^accepted, /, '');
  counts[kind] = (counts[kind] ?? 0) + 1;
  for (const other of (match[2] ?? match[3] ?? '').split(', ').filter(Boolean)) {
    if (!numbers.has(other)) problems.push(`${name}: superseded by ${other}, which does not exist`);
    if (other === number) problems.push(`${name}: superseded by itself`);
  }
  if (status === 'measured' && !file.includes('/perf/')) problems.push(`${name}: a measurement outside perf/`);
  // A measurement may later be superseded (the code it measured replaced); it stays in perf/.
  if (file.includes('/perf/') && status !== 'measured' && !status.startsWith('superseded by')) {
    problems.push(`${name}: in perf/ but ${status}`);
  }
}

// The index lists every record; a line that gives a status gives the record's own.
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
const listed = new Set();
for (const match of index.matchAll(/^- \[(\d{3})\. [^\n]*\]\(([^)]+)\)(?:: (.*))?$/gm)) {
  listed.add(match[1]);
  if (match[3] !== undefined && statusOf.has(match[1]) && statusOf.get(match[1]) !== match[3]) {
    problems.push(`docs/decisions/README.md: ${match[1]} is listed as "${match[3]}", its record says "${statusOf.get(match[1])}"`);
  }
}
for (const number of numbers.keys()) {
  if (!listed.has(number)) problems.push(`docs/decisions/README.md: ${number} is not listed`);
}

const summary = Object.entries(counts)
  .map(([kind, count]) => `${count} ${kind}`)
  .join(', ');
console.log(`${files.length} markdown files, ${links} relative links; ${records.length} decision records (${summary}).`);
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(problems.length === 0 ? 'All links resolve and every record has one Status line.' : `${problems.length} problems.`);
process.exitCode = problems.length === 0 ? 0 : 1;
