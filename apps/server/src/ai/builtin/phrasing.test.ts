import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { GENERATION_JOBS } from '../eval/generation-jobs.ts';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { dutyPhrases, ownNames, thirdPerson, withoutRunOn } from './phrasing.ts';

const phrasesOf = (id: string) => dutyPhrases(profileJob(jobInputSchema.parse(GENERATION_JOBS.find((j) => j.id === id)!.job)));
const titles = (id: string) => phrasesOf(id).map((p) => p.title);

describe('duty phrases: what the engine writes goals and questions with', () => {
  it('completes a term the reader stopped inside ("scaling and root planing", "thermostats and wiring")', () => {
    expect(titles('dental-hygienist')).toContain('Prophylaxis and scaling and root planing');
    expect(titles('hvac-technician')).toContain('Troubleshoots electrical controls, thermostats and wiring');
  });

  it('never ends a phrase on a preposition left behind when the company\'s words go ("the Kubernetes platform behind our product")', () => {
    const job = {
      title: 'Site Reliability Engineer',
      job_description:
        'Run the Kubernetes platform behind our product. Lead incident response and write blameless postmortems. Automate infrastructure with Terraform.',
      requirements: 'Three years running Kubernetes in production. Terraform and Linux.',
    };
    const phrases = dutyPhrases(profileJob(jobInputSchema.parse(job)));
    expect(phrases.length).toBeGreaterThan(0);
    for (const p of phrases) {
      expect(p.title).not.toMatch(/\b(behind|beyond|between|around|without|toward)$/i);
      expect(`${p.base} ${p.rest}`.trim()).not.toMatch(/\b(behind|beyond|between|around|without|toward)$/i);
    }
  });

  it('puts every verb of a duty in the third person, and keeps the object alone after a verb that only carries it', () => {
    expect(titles('payroll-specialist')).toContain('Calculates and files payroll taxes for federal, state and local jurisdictions');
    expect(titles('veterinary-technician')).toContain('Anesthesia monitoring');
    expect(thirdPerson('watch')).toBe('watches');
    expect(thirdPerson('carry')).toBe('carries');
    expect(thirdPerson('place')).toBe('places');
  });

  it('reads lines that open with a verb the reader passes over ("Take dental radiographs", "Make patient assignments")', () => {
    expect(titles('dental-hygienist')).toContain('Takes dental radiographs');
    expect(titles('night-charge-nurse')).toContain('Patient assignments');
  });

  it("finds the employer's own names and keeps them out: dropped from a phrase, or the duty passed over when a name is its subject", () => {
    expect(ownNames(profileJob(jobInputSchema.parse(GENERATION_JOBS.find((j) => j.id === 'backend-engineer-scheduling')!.job)))).toEqual(
      expect.arrayContaining(['ShiftWise', 'RotaEngine']),
    );
    const social = phrasesOf('social-worker');
    expect(social.map((p) => p.base)).toContain('keep timely documentation of every contact');
    for (const p of [...social, ...phrasesOf('backend-engineer-scheduling')])
      expect(`${p.base} ${p.rest}`).not.toMatch(/CaseBridge|ShiftWise|RotaEngine/);
  });

  it('takes no verb from inside a sentence about something else ("act before churn risks grow", "hand them to account executives")', () => {
    const bases = phrasesOf('customer-success-manager').map((p) => p.base);
    expect(bases.some((b) => /^(churn|account)\b/.test(b))).toBe(false);
    expect(bases).toContain('track product adoption and health scores');
  });

  const ownTitles = (job_description: string, title = 'Content Manager') =>
    dutyPhrases(profileJob(jobInputSchema.parse({ title, job_description }))).map((p) => p.title);

  it("takes no duty the sentence gives to someone else: the employer's, another person's, or a reporting line", () => {
    const t = ownTitles(
      [
        'You will produce weekly articles for the website.',
        'We look forward to hearing from you and accept applications until 18th August.',
        'You will report directly to the Executive Assistant to the CFO which will provide you with guidance and support in your role as project manager.',
        'You will report to the Director of Commerce Europe.',
        'You will plan keyword studies with the SEO team.',
      ].join('\n'),
    );
    expect(t).toContain('Produces weekly articles');
    expect(t.join(' | ')).not.toMatch(/applications|your role|Director/);
  });

  it('reads no duty from a benefits list under its own heading, nor from "Depending on …" and "Spanning …"', () => {
    const t = ownTitles(
      [
        'Responsibilities',
        'Maintain the content calendar for all markets.',
        'Depending on the size of the product you will own the roadmap.',
        'Spanning across the Nordic region we provide card services.',
        'Job benefits:',
        'Paid Time Off',
        'Stock Purchase Plan',
        'Company description:',
        'Write to us for more.',
      ].join('\n'),
    );
    expect(t).toContain('Maintains the content calendar');
    expect(t.join(' | ')).not.toMatch(/Time Off|Purchase Plan|Depend|Span|Writes to us/);
  });

  it('keeps a hyphenated term whole and puts a second verb in "-ing" in its form ("end-to-end tests", "builds and secures")', () => {
    const t = ownTitles(
      [
        'Responsibilities',
        'Design and implement complex end-to-end tests.',
        'Building and securing the payment APIs with the product team.',
      ].join('\n'),
      'QA Engineer',
    );
    expect(t).toContain('Designs and implements complex end-to-end tests');
    expect(t).toContain('Builds and secures the payment APIs');
  });
});

describe('a phrase that runs on where punctuation was lost (decision 803)', () => {
  it('ends inside a prepositional phrase where a noun is followed at once by "the", "a" or "an"', () => {
    expect(withoutRunOn('grow the customer base of the European countries the city')).toBe(
      'grow the customer base of the European countries',
    );
    expect(withoutRunOn('find information about working in the city the company offers')).toBe(
      'find information about working in the city',
    );
  });

  it('keeps two objects of a verb and phrases with no run-on', () => {
    expect(withoutRunOn('give the patient the dose')).toBe('give the patient the dose');
    expect(withoutRunOn('teach families the signs of infection')).toBe('teach families the signs of infection');
    expect(withoutRunOn('design PostgreSQL schemas for scheduling data')).toBe('design PostgreSQL schemas for scheduling data');
  });

  it('leaves no de-identified place ("the city") in a goal from a public posting that lost its punctuation', () => {
    const job = jobInputSchema.parse({
      title: 'Business Developer',
      job_description:
        'RESPONSIBILITIES\n- Grow the customer base of the European countries the city and the city.\n- Develop global partnerships with leading wineries.',
    });
    const goals = new BuiltinEngine().generateGoalsSync(job, {}).goals;
    for (const g of goals) expect(`${g.text} ${g.description}`, g.text).not.toMatch(/the city/);
    expect(goals.map((g) => g.text)).toContain('Grows the customer base of the European countries');
  });
});

describe('duty phrases in flattened postings', () => {
  const phrases = (text: string) => dutyPhrases(profileJob(jobInputSchema.parse({ title: 'Designer', job_description: text })));

  it('reads a duty after an inline dash or a heading in capitals as a list item whose line break was lost', () => {
    const titles = phrases(
      'Your key responsibilities will be: - Execute all visual design stages from concept to hand-off - Conceptualize original ideas that bring simplicity\nRESPONSIBILITIES Develop and implement a growth strategy.',
    ).map((p) => p.title);
    expect(titles).toContain('Executes all visual design stages');
    expect(titles).toContain('Conceptualizes original ideas');
    expect(titles.some((t) => /^Develops and implements a growth strategy/.test(t))).toBe(true);
  });

  it("ends a duty's rest at the next inline item", () => {
    const p = phrases(
      'Key responsibilities: - Execute all visual design stages from concept to hand-off - Conceptualize original ideas',
    ).find((x) => x.title === 'Executes all visual design stages');
    expect(p?.rest).toBe('from concept to hand-off');
  });

  it('keeps the object of a verb in its -ing form ("ways of utilizing the power of blockchain")', () => {
    expect(withoutRunOn('test ways of utilizing the power of blockchain')).toBe('test ways of utilizing the power of blockchain');
    expect(withoutRunOn('grow the customer base of the European countries the city')).toBe(
      'grow the customer base of the European countries',
    );
  });
});

describe('a word after "and" in another form than the list\'s verbs', () => {
  const titlesOf = (responsibilities: string) =>
    dutyPhrases(
      profileJob(jobInputSchema.parse({ title: 'Backend Engineer', job_description: 'We build booking software.', responsibilities })),
    ).map((p) => p.title);

  it('is part of the object, not the next duty: "operate the booking and records APIs" is not cut at "the booking"', () => {
    const titles = titlesOf('Design, build and operate the booking and records APIs.');
    expect(titles).toContain('Designs, builds and operates the booking and records APIs');
    expect(titles.some((t) => /booking$/.test(t))).toBe(false);
  });

  it('still starts the next duty when it has the list\'s own form ("and record the results")', () => {
    const titles = titlesOf('Run the weekly backups and record the results in the log.');
    expect(titles.some((t) => /^Records the results/.test(t))).toBe(true);
  });
});

describe('duty phrases in a list that lost all its punctuation', () => {
  const titlesOf = (text: string) =>
    dutyPhrases(profileJob(jobInputSchema.parse({ title: 'Content Manager', job_description: text }))).map((p) => p.title);
  const FLAT =
    'THIS ROLE OFFERS YOU a dynamic team AS OUR CONTENT LEAD YOU WILL produce content for Bettingexpert perform keyword studies and develop strategies to address different user groups create new content regularly monitor KPIs and user metrics OUR IDEAL CANDIDATE has experience in SEO\nYou will grow Bettingexpert, our flagship site.';

  it('reads each later verb of the line as its own duty, not "to address" after a verb', () => {
    const titles = titlesOf(FLAT);
    expect(titles).toContain('Keyword studies');
    expect(titles).toContain('Creates new content');
    expect(titles.some((t) => /address/i.test(t.split(' ')[0]!))).toBe(false);
  });

  it("keeps a duty whose own words carry no employer's name, though an earlier duty's object does", () => {
    expect(titlesOf(FLAT).some((t) => /Bettingexpert/.test(t))).toBe(false);
    expect(titlesOf(FLAT)).toContain('Keyword studies');
  });

  it('ends a duty before a heading in capitals ("OUR IDEAL CANDIDATE")', () => {
    expect(titlesOf(FLAT)).toContain('Monitors KPIs and user metrics');
    expect(titlesOf(FLAT).some((t) => /^Experiences/.test(t))).toBe(false);
  });

  it('takes no duty from a verb after "go", "help" or "let" ("go live in a new country")', () => {
    const titles = titlesOf(
      'You will drive translation into new languages so that all article versions of the new service are ready to go live in a new country on the day of launch and help local teams with the questions they have about the new service',
    );
    expect(titles.some((t) => /^Lives/.test(t))).toBe(false);
  });
});

describe('duty phrases never speak of the employer', () => {
  it('leaves out a rest that names the company ("for the company users")', () => {
    const p = dutyPhrases(
      profileJob(
        jobInputSchema.parse({
          title: 'Business Developer',
          job_description: 'You will build partnerships for the company users with new partners.',
        }),
      ),
    )[0]!;
    expect(p.base).toBe('build partnerships');
    expect(p.rest).toBe('');
  });
});
