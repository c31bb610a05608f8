import { readFileSync } from 'node:fs';
import { AI_DOCUMENTATION } from '@hiring/shared/ai-documentation-content';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODEL, KB_VERSION } from '../builtin/version.ts';
import { CONTENT_FILE, contentSource, MARKDOWN_FILE } from '../../cli/ai-docs.ts';
import { buildDeployerDoc, measureFigures, toMarkdown } from './deployer-doc.ts';

const rerun = 'Run `npm run docs:ai` to measure again and rewrite the documentation.';

describe("the deployers' AI documentation", () => {
  it("states the engine's current version", () => {
    expect(AI_DOCUMENTATION.engine_version, rerun).toBe(KB_VERSION);
    expect(AI_DOCUMENTATION.model).toBe(BUILTIN_MODEL);
  });

  it('states the figures the evaluations give today', { timeout: 60_000 }, () => {
    expect(measureFigures(), rerun).toEqual(AI_DOCUMENTATION.figures);
  });

  it('is what the generator writes from its figures, in the app and in docs/ai-documentation.md', () => {
    const doc = buildDeployerDoc(AI_DOCUMENTATION.figures, AI_DOCUMENTATION.measured_on);
    expect(AI_DOCUMENTATION, rerun).toEqual(doc);
    expect(readFileSync(MARKDOWN_FILE, 'utf8'), rerun).toBe(toMarkdown(doc));
    expect(contentSource(doc)).toContain('export const AI_DOCUMENTATION');
    expect(CONTENT_FILE).toMatch(/packages\/shared\/src\/ai-documentation-content\.ts$/);
  });

  it('prints every agreement figure with two decimals, so 0.30 and 0.27 line up', () => {
    const doc = buildDeployerDoc(
      {
        ...AI_DOCUMENTATION.figures,
        public_sets: [{ ...AI_DOCUMENTATION.figures.public_sets[0]!, qwk: 0.3, spearman: 0.5, overlap_qwk: 0.23 }],
      },
      AI_DOCUMENTATION.measured_on,
    );
    expect(toMarkdown(doc)).toMatch(/\| 0\.30 \| 0\.50 \| 0\.23 \|/);
  });

  it('says what the engines never infer and the oversight they expect', () => {
    const text = toMarkdown(AI_DOCUMENTATION);
    for (const words of ['No emotion', 'No personality', '"confidence" or "attitude"', 'No protected attribute', 'Blind-first review']) {
      expect(text).toContain(words);
    }
    expect(AI_DOCUMENTATION.sections.map((s) => s.id)).toEqual([
      'engines',
      'inputs',
      'never-inferred',
      'accuracy',
      'limits',
      'oversight',
      'logs',
    ]);
  });
});
