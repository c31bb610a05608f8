/**
 * Two positions a hiring team would run, one technical and one clinical, each with three questions
 * the team wrote and the rating guide it keeps for them, and the answers of candidates of every kind:
 * a strong candidate, an honest but vague one, and candidates who try to game the score with what the
 * candidate page shows (the question text, the goal texts of the consent notice). Written by this team
 * for the scoring-bands test; not public data.
 */

export interface BandQuestion {
  text: string;
  /** The team's goals this question assesses (texts of BandPosition.goals). */
  goals: string[];
  guide: { key_points: string[]; strong: string; adequate: string; weak: string };
  strong: string;
  weak: string;
}

export interface BandPosition {
  job: { title: string; job_description: string; requirements: string; required_skills: string[] };
  /** The evaluation goals the team sets for the position (the engine's proposals are not confirmed). */
  goals: { text: string; category: 'technical' | 'behavioral' | 'communication' }[];
  questions: [BandQuestion, BandQuestion, BandQuestion];
  /** Polished text that could be sent to any question of any job. */
  generic: string;
}

export const BACKEND: BandPosition = {
  job: {
    title: 'Backend Engineer',
    job_description:
      'Build and run the Node.js APIs behind our scheduling product. Design PostgreSQL schemas, keep services reliable in production, take part in the on-call rotation and lead incident reviews.',
    requirements:
      'Four years of backend development with Node.js and TypeScript. Strong PostgreSQL: query plans, indexes, transactions. Experience running services in production and handling incidents.',
    required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
  },
  goals: [
    { text: 'Diagnoses and fixes slow PostgreSQL queries', category: 'technical' },
    { text: 'Leads production incidents and prevents repeats', category: 'behavioral' },
    { text: 'Designs reliable APIs', category: 'technical' },
  ],
  questions: [
    {
      text: 'An API endpoint has become slow because of a PostgreSQL query. How do you find the cause and fix it?',
      goals: ['Diagnoses and fixes slow PostgreSQL queries'],
      guide: {
        key_points: [
          'Reads the query plan with EXPLAIN ANALYZE',
          'Adds or changes an index that matches the filter and sort order',
          'Measures latency before and after the change',
          'Checks the application for N+1 queries or missing pagination',
        ],
        strong: 'Finds the slow query, reads its plan, fixes the cause (an index, a rewrite, batching) and measures the gain.',
        adequate: 'Knows to look at the query plan and indexes but stays general.',
        weak: 'Would restart the server or add hardware without finding the cause.',
      },
      strong:
        'First I find which query is slow, from pg_stat_statements or the slow query log, and run it with EXPLAIN ANALYZE. If the plan shows a sequential scan on a large table for a filter, I add an index that matches the WHERE clause and the ORDER BY, for example a composite index on (clinic_id, starts_at). I also check the endpoint for N+1 queries, where the code fetches rows one by one in a loop, and batch them into one query. Then I compare the p95 latency before and after: on the last endpoint I fixed it went from 1.2 seconds to 90 ms.',
      weak: 'I would look at the database and see what is slow, then try to make the query faster. Usually adding an index helps.',
    },
    {
      text: 'Tell us about a production incident you led. What did you do, and what came of it?',
      goals: ['Leads production incidents and prevents repeats'],
      guide: {
        key_points: [
          'Restores service first, then looks for the cause',
          'Keeps the team and the users informed while it lasts',
          'Finds the root cause',
          'Changes something so it does not happen again',
        ],
        strong: 'A real incident: what the candidate did to restore service, how they communicated, the root cause and the lasting fix.',
        adequate: 'A real incident, with the steps but little about the cause or what changed.',
        weak: 'No real incident, or only that it was stressful.',
      },
      strong:
        'Last spring our booking API started timing out at 9 am, the busiest hour. I was on call, so I declared an incident in our channel and rolled back the release from the night before, which brought the error rate down within ten minutes. I posted updates every fifteen minutes for support. The cause was a migration that dropped an index on the appointments table. Afterwards I added a check in CI that compares the schema indexes before and after each migration, and we have not had that kind of outage since.',
      weak: 'We had an outage once and I helped fix it. It was stressful but we got the system back up and things were fine after that.',
    },
    {
      text: 'How do you design an API endpoint so that a retried request does not charge a customer twice?',
      goals: ['Designs reliable APIs'],
      guide: {
        key_points: [
          'The client sends an idempotency key with the request',
          'Stores the key with the result in the same transaction as the charge',
          'A retry with the same key returns the stored result',
          'A unique constraint or a lock stops two retries running at once',
        ],
        strong: 'Explains idempotency keys end to end, including the transaction and concurrent retries.',
        adequate: 'Mentions idempotency or checking for duplicates without the details.',
        weak: 'Says to be careful or to check the logs.',
      },
      strong:
        'I make the endpoint idempotent. The client generates an idempotency key for each payment and sends it in a header. The server stores the key together with the charge result in the same database transaction, with a unique constraint on the key. When a retry arrives with a key that already exists, the server returns the stored response instead of charging again. If two retries arrive at the same moment, the unique constraint makes the second insert fail, so it waits and then reads the first result. Keys expire after a day.',
      weak: 'I would make sure the code checks if the payment was already made before charging, so it does not happen twice.',
    },
  ],
  generic:
    'I am a highly motivated professional who always delivers results. I work well in a team and I communicate clearly with stakeholders. I am passionate about quality, I learn quickly and I adapt to change. In every role I take ownership and go the extra mile to exceed expectations.',
};

export const NURSE: BandPosition = {
  job: {
    title: 'Registered Nurse, Medical Ward',
    job_description:
      'Care for adult patients on a busy medical ward. Assess patients each shift, give medications safely, recognise a patient who is getting worse and escalate, and teach patients and families about their care.',
    requirements:
      'Current RN licence. Two years of acute care experience. Safe medication administration, patient assessment and clear communication with patients, families and doctors.',
    required_skills: ['Patient assessment', 'Medication administration', 'Patient education'],
  },
  goals: [
    { text: 'Explains care to patients and families in plain words', category: 'communication' },
    { text: 'Gives medications safely', category: 'technical' },
    { text: 'Recognises and escalates a patient who is getting worse', category: 'technical' },
  ],
  questions: [
    {
      text: "A patient's daughter does not understand why the doctor ordered a CT scan and is upset. How do you explain it to her?",
      goals: ['Explains care to patients and families in plain words'],
      guide: {
        key_points: [
          'Acknowledges her worry before explaining',
          'Explains the reason in plain words without jargon',
          'Checks her understanding, for example with teach-back',
          'Involves the doctor for questions beyond the nurse’s role',
        ],
        strong:
          'Calms, explains plainly what the scan looks for and how it is done, checks understanding and brings in the doctor where needed.',
        adequate: 'Explains the scan but does not check understanding or involve the doctor.',
        weak: 'Tells her to ask the doctor, or uses medical terms she cannot follow.',
      },
      strong:
        'I would sit down with her somewhere quiet and first say that it is normal to be worried. Then I explain in plain words that the doctor wants a picture of the inside of her father’s head, because his confusion started suddenly and the scan can show a bleed or a stroke quickly. I tell her what will happen: it takes about ten minutes, it does not hurt, and he may get a dye through his drip. I ask her to tell me back what the scan is for, to check I was clear, and if she has questions about the results or the risks I page the doctor to come and talk with her.',
      weak: 'I would tell her the doctor knows best and that the scan is needed. If she is still upset I would get the doctor.',
    },
    {
      text: 'Tell us about a time you caught a medication error before it reached the patient.',
      goals: ['Gives medications safely'],
      guide: {
        key_points: [
          'Checks the rights of medication administration against the order',
          'Stops and verifies with the prescriber or the pharmacist',
          'Reports the near miss',
          'Says what changed afterwards',
        ],
        strong: 'A real near miss: what was checked, who was called, the report, and what changed.',
        adequate: 'A real near miss with the check but not the follow-up.',
        weak: 'Only that they are always careful.',
      },
      strong:
        'On a night shift I was about to give a patient enoxaparin and, checking the order against the chart, I saw that the dose was the treatment dose while his notes said prophylaxis, and his kidney function had dropped that day. I held the dose and called the on-call doctor, who confirmed it was a prescribing error and changed it. I filed a near-miss report the same night. After that our ward added a kidney function check to the pharmacist review of anticoagulants, and I now always look at the latest labs before giving them.',
      weak: 'I am always careful with medications and I double check them. Once something looked wrong so I asked about it and it was changed.',
    },
    {
      text: 'During a night shift a patient’s condition starts to get worse. How do you assess them and what do you do?',
      goals: ['Recognises and escalates a patient who is getting worse'],
      guide: {
        key_points: [
          'Takes a full set of vital signs and compares them with the baseline',
          'Uses an early warning score',
          'Escalates to the doctor or rapid response team using SBAR',
          'Documents and reassesses',
        ],
        strong: 'A systematic assessment, the early warning score, a clear escalation with SBAR, and reassessment.',
        adequate: 'Checks vitals and calls the doctor without a structured handover.',
        weak: 'Would wait until morning or only tell the next shift.',
      },
      strong:
        'I go to the patient straight away and do an ABCDE assessment: airway, breathing with respiratory rate and oxygen saturation, circulation with blood pressure, heart rate and capillary refill, then consciousness and temperature. I compare the numbers with his baseline and calculate the early warning score. If it crosses our threshold I call the doctor or the rapid response team and give an SBAR handover: situation, background, my assessment and what I am asking for. While waiting I sit him up, start oxygen if his saturation is low, and then I document everything and repeat the observations every fifteen minutes.',
      weak: 'I would check on the patient and take their observations, and if they look bad I would let the doctor know.',
    },
  ],
  generic:
    'I am a caring and dedicated professional who always puts people first. I work well under pressure, I am a strong team player and I communicate clearly. I am committed to high standards, I learn quickly and I always go the extra mile for the people I work with.',
};
