import { JOB_STATUS_LABELS, REQUIREMENT_HINTS } from '@hiring/shared/job-positions';

/**
 * The help articles the dashboard links to (spec 01 §2 Helpful Resources), written from the
 * screens as they work: the create wizard, the goals screen and the questions screen.
 */
export interface HelpSection {
  heading: string;
  paragraphs?: string[];
  steps?: string[];
}

export interface HelpArticle {
  slug: 'job-creation' | 'interviews' | 'candidate-assessment';
  title: string;
  summary: string;
  sections: HelpSection[];
  /** Where the reader goes next, inside the product. */
  next: { label: string; to: string };
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'job-creation',
    title: 'Creating job listings',
    summary: 'Write a description that yields sharp evaluation goals, in the three steps of the create wizard.',
    sections: [
      {
        heading: 'The three steps',
        steps: [
          'Company Info: check your company profile. "Continue to Job Details" appears once every field of the profile is filled, because the AI reads it to understand the role\'s context.',
          'Job Details: the title, level, employment type, location, description and requirements, with skills and cultural attributes added one at a time (Enter or Add). Press "Analyze Job Description".',
          'AI Analysis & Goals: the analysis shows a summary, the first key requirements and suggested skills. Pick from the 8 built-in goals and type any of your own, then press "Create Job Listing".',
        ],
      },
      {
        heading: 'Write a description the analysis can use',
        paragraphs: [
          'Say what the person will do in the first months and what good work looks like, not only a list of technologies. Requirements written as full sentences give clearer key requirements, since the analysis reads them sentence by sentence.',
          'Keep skills short and specific ("PostgreSQL", "stakeholder management"). Duplicates and blank entries are ignored.',
        ],
      },
      {
        heading: 'After you create it',
        paragraphs: [
          `The listing opens on its evaluation goals with the status "${JOB_STATUS_LABELS.draft}". Review, reorder and edit the goals there, then confirm them: confirming starts the interview questions. ${REQUIREMENT_HINTS.goals}`,
          'Every listing appears under Job Listings, grouped by where it stands in the workflow, and the top-bar search finds it by title or department.',
        ],
      },
    ],
    next: { label: 'Create a listing', to: '/job-listing/create' },
  },
  {
    slug: 'interviews',
    title: 'Running interviews',
    summary: 'How a listing becomes ready for interviews: confirmed goals, finalized questions, and the statuses that follow.',
    sections: [
      {
        heading: 'Get the questions ready',
        steps: [
          'Confirm the evaluation goals on the goals screen. Question generation starts by itself, and the listing shows "Generating Questions...".',
          'Open the questions screen. Read each question, edit any inline (Save is disabled while the text is blank), and open its history to see earlier versions.',
          'Check the Interview Readiness card: it lists what still needs attention. Regenerate the questions if they miss the mark, or Reset to Draft to keep editing.',
          'Press "Finalize Questions". Finalized questions are the ones candidates will be asked.',
        ],
      },
      {
        heading: 'Ready for interviews',
        paragraphs: [
          `A listing moves to "${JOB_STATUS_LABELS.active}" only when ${REQUIREMENT_HINTS.goals_and_questions_finalized.replace(/ first\.$/, '').toLowerCase()}. Until then the workflow card says what is missing.`,
          `While interviews run, the listing is "${JOB_STATUS_LABELS.interviewing}"; you can put it "${JOB_STATUS_LABELS.on_hold}" and resume, and close it as "${JOB_STATUS_LABELS.interviews_closed}" when you have heard enough.`,
        ],
      },
      {
        heading: 'Interview links',
        paragraphs: [
          'Interview links for candidates are created from the questions screen ("Create Interview Links") once the questions are finalized.',
        ],
      },
    ],
    next: { label: 'View job listings', to: '/job-listing' },
  },
  {
    slug: 'candidate-assessment',
    title: 'Assessing candidates',
    summary: 'Judge every candidate against the same evaluation goals, and read the evidence behind each score.',
    sections: [
      {
        heading: 'Goals are the yardstick',
        paragraphs: [
          'Every question is connected to the evaluation goals it tests, and the goals screen shows those connections: a goal without questions is flagged, so nothing you care about goes unasked.',
          'Importance (Low, Medium, High, Critical) and the order of the goals tell reviewers what matters most for this role. Set them before you confirm: confirmed goals are read-only.',
        ],
      },
      {
        heading: 'Hiring strategy',
        paragraphs: [
          'The hiring strategy slider in the goal editor says how hard the skill is to find: up to 33 it is teachable (hire for potential), 34 to 66 generalist, above 66 specialist, where a specific focus area can be named. Use it to decide which gaps are acceptable in an otherwise strong candidate.',
        ],
      },
      {
        heading: 'Reading answers fairly',
        steps: [
          "Read each answer against the question's intent and expected response guidelines, shown on the questions screen.",
          "Score the goal, not the person's polish: quote what the candidate said as the evidence for each score.",
          'Compare candidates goal by goal rather than by overall impression, and have a second team member review close calls.',
        ],
      },
    ],
    next: { label: 'Open the team', to: '/team' },
  },
];

export function helpArticle(slug: string | undefined): HelpArticle | undefined {
  return HELP_ARTICLES.find((a) => a.slug === slug);
}
