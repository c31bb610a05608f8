import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { dutyPhrases, ownNames } from './phrasing.ts';
import { titleRest, withoutFiller, withoutFragment } from './vague-duties.ts';

const phrases = (job_description: string, title = 'Product Manager') =>
  dutyPhrases(profileJob(jobInputSchema.parse({ title, job_description })));
const titles = (job_description: string, title?: string) => phrases(job_description, title).map((p) => p.title);

describe('a duty that says nothing on its own (a vague verb and a one-word object)', () => {
  it('keeps the short rest of its phrase in its title ("Drives translation into new languages")', () => {
    const t = titles('Responsibilities\nDrive translation into new languages to ensure that all articles are ready on launch day.');
    expect(t).toContain('Drives translation into new languages');
    expect(t).not.toContain('Drives translation');
  });

  it('is no duty when it has no rest, or a rest that only says where ("improve supply", "secure implementation in the organization incl.")', () => {
    const t = titles(
      'Responsibilities\nImprove supply.\nSecure implementation in the organization incl.\nDrive and secure progress with the mindset of always maximizing the value of the product and the work done on it.',
    );
    expect(t.some((x) => /supply|implementation|progress/i.test(x))).toBe(false);
  });

  it('stays as written when its verb names the work or its one word is a skill of the job ("Writes SQL", "Owns observability")', () => {
    const t = titles('Responsibilities\nWrite SQL.\nOwn observability.\nImprove onboarding flows for new customers.', 'Data Engineer');
    expect(t).toContain('Writes SQL');
    expect(t).toContain('Owns observability');
    expect(t).toContain('Improves onboarding flows for new customers');
  });

  it('takes the rest up to a clause or a purpose after it, never more than six words', () => {
    expect(titleRest('into new languages to ensure that all versions are ready')?.words).toBe('into new languages');
    expect(titleRest('to address different user groups')?.words).toBe('to address different user groups');
    expect(titleRest('with the mindset of always maximizing the value of the product')).toBeUndefined();
    expect(titleRest('in the organization incl')).toBeUndefined();
  });
});

describe('filler and fragments copied from the posting', () => {
  it('drops filler adjectives ("relevant stakeholders" is "stakeholders") but keeps the word where it qualifies nothing after it', () => {
    expect(titles('Responsibilities\nCollaborate with relevant stakeholders across the organization.')).toContain(
      'Collaborates with stakeholders',
    );
    expect(withoutFiller('keep the content relevant')).toBe('keep the content relevant');
  });

  it('drops a fragment left where a list was cut ("… incl"), not a whole word', () => {
    expect(withoutFragment('across the organization incl')).toBe('across the organization');
    expect(withoutFragment('across the organization e.g.')).toBe('across the organization');
    expect(withoutFragment('including the sites')).toBe('including the sites');
  });
});

describe("the employer's site or product named after it", () => {
  const FLAT =
    'Responsibilities\nProduce and coordinate the production of content for Bettingexpert work closely with the editor to ensure content is optimised for search.\nYou will grow our flagship site Bettingexpert.';

  it('is an own name ("our flagship site Bettingexpert"), but a common word after "our site" is not', () => {
    expect(ownNames(profileJob(jobInputSchema.parse({ title: 'Content Manager', job_description: FLAT })))).toContain('Bettingexpert');
    const plain = profileJob(
      jobInputSchema.parse({ title: 'Content Manager', job_description: 'You will run our website content and our Blog.' }),
    );
    expect(ownNames(plain)).not.toContain('content');
  });

  it('ends a description\'s rest where the name is followed by the next item\'s verb ("for Bettingexpert work closely …")', () => {
    const p = phrases(FLAT, 'Content Manager').find((x) => x.title.startsWith('Produces'))!;
    expect(p.rest).toBe('');
  });
});
