import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { PLACEHOLDERS } from './kb/schema.ts';
import { vars } from './placeholders.ts';

describe('placeholders', () => {
  const profile = profileJob(jobInputSchema.parse({ title: 'Sous Chef', job_description: 'Run the pass and train line cooks.' }));

  it('the knowledge base accepts exactly the placeholders the question writer fills', () => {
    expect(Object.keys(vars(profile)).sort()).toEqual([...PLACEHOLDERS].sort());
  });
});
