// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const read = (file) => {
  if (!file || !existsSync(file)) {
    console.error(`missing test report ${file ?? ''}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
};

const v = read(vitestFile);
const p = read(playwrightFile);
const passed = v.numPassedTests + p.stats.expected + p.stats.flaky;
const failed = v.numFailedTests + p.stats.unexpected;
const skipped = v.numPendingTests + v.numTodoTests + p.stats.skipped;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
