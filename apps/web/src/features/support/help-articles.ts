import { INTERVIEW_LIMITS } from '@hiring/shared/interview-constants';
import { JOB_STATUS_LABELS, REQUIREMENT_HINTS } from '@hiring/shared/job-positions';

/**
 * The help articles the dashboard links to (spec 01 §2 Helpful Resources), written from the
 * screens as they work: the create wizard, the goals and questions screens, and the interviews
 * area (links, the candidate's page, results, comparison).
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
    summary: 'From finalized questions to interview links, what candidates see, and how to follow their progress.',
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
        steps: [
          'Press "Create Interview Links" on the questions screen, or open Interviews and choose a job with finalized questions.',
          `Add each candidate's name and email (up to ${INTERVIEW_LIMITS.candidatesPerRequest} at a time, or paste a list). Each gets an email with a personal link, open for ${INTERVIEW_LIMITS.expiresInDaysDefault} days unless you choose otherwise.`,
          "Copy, resend or withdraw a link from the job's links page. A link is locked to the question version finalized when it was made, so later edits never change what that candidate is asked.",
        ],
      },
      {
        heading: 'What the candidate sees',
        paragraphs: [
          'The link opens a page that needs no account. It says the answers are assessed automatically and reviewed by your team, which goals are assessed and how long the data is kept, and asks for consent before the first question.',
          'Candidates start with a practice question, answers are saved as they type, and they can leave and come back to the same link until they submit or it expires.',
        ],
      },
      {
        heading: 'Following progress',
        paragraphs: [
          'Interviews > Pending lists links not yet submitted; Completed lists submitted interviews with their scores. The top-bar search finds a candidate by name or email, and Dashboard > Analytics counts interviews started and completed, with the average score.',
        ],
      },
    ],
    next: { label: 'Create interview links', to: '/interviews/create-link' },
  },
  {
    slug: 'candidate-assessment',
    title: 'Assessing candidates',
    summary: 'Read the AI scores and the quoted evidence behind them, confirm or change them, and compare candidates goal by goal.',
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
        heading: 'AI scores and your review',
        steps: [
          "When a candidate submits, each answer is scored 1 to 5 against the question's scale, with quotes taken word for word from the answer as evidence. Goal scores weigh the answers by how strongly each question tests the goal; the overall score weighs the goals by importance.",
          'Open the interview from Interviews > Completed. Read each answer beside its score and evidence, then confirm the score or set your own with a note. Both the AI score and yours are kept; yours counts in the result.',
          'The recommendation (Strong yes to Strong no) and its reasons follow the final scores, so they change as you review.',
        ],
      },
      {
        heading: 'Comparing candidates fairly',
        steps: [
          `In Candidate Pool > Candidates, select ${INTERVIEW_LIMITS.compareMin} to ${INTERVIEW_LIMITS.compareMax} scored candidates of one job and press "Compare selected" to see them goal by goal.`,
          'Turn on Blind mode to hide names and emails, so the answers are judged alone.',
          'Interviews > Analysis shows how scores spread per job and per goal, and where reviewers and the AI disagree. Have a second team member review close calls.',
        ],
      },
    ],
    next: { label: 'Open the candidates', to: '/talent/candidates' },
  },
];

export function helpArticle(slug: string | undefined): HelpArticle | undefined {
  return HELP_ARTICLES.find((a) => a.slug === slug);
}
