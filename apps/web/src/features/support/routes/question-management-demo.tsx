import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';

// Spec 02 §2.7: a static demo with sample questions and metrics; no server calls, no role restriction.

interface DemoQuestion {
  text: string;
  category: 'Technical' | 'Interpersonal' | 'Others';
  difficulty: 'Easy' | 'Mid' | 'Hard';
  status: 'Finalized' | 'Draft' | 'Needs review';
  minutes: number;
  confidence: number;
  goal: string;
}

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    text: 'Walk us through the last production incident you led. What did you change afterwards so it could not happen again?',
    category: 'Technical',
    difficulty: 'Hard',
    status: 'Finalized',
    minutes: 8,
    confidence: 92,
    goal: 'Operates reliable systems',
  },
  {
    text: 'How would you design the rollout of a database schema change for a service that cannot go down?',
    category: 'Technical',
    difficulty: 'Hard',
    status: 'Finalized',
    minutes: 10,
    confidence: 88,
    goal: 'Sound technical judgement',
  },
  {
    text: 'Tell us about a time you disagreed with a product decision. How did you raise it, and what happened?',
    category: 'Interpersonal',
    difficulty: 'Mid',
    status: 'Finalized',
    minutes: 6,
    confidence: 90,
    goal: 'Communicates clearly',
  },
  {
    text: 'Describe how you bring a new teammate up to speed on a system you know well.',
    category: 'Interpersonal',
    difficulty: 'Easy',
    status: 'Draft',
    minutes: 5,
    confidence: 81,
    goal: 'Builds the team',
  },
  {
    text: 'Which part of your current work would you automate first, and why that part?',
    category: 'Others',
    difficulty: 'Mid',
    status: 'Needs review',
    minutes: 5,
    confidence: 74,
    goal: 'Ownership',
  },
];

const STATUS_TONE = { Finalized: 'green', Draft: 'neutral', 'Needs review': 'amber' } as const;

export function QuestionManagementDemoRoute() {
  const finalized = DEMO_QUESTIONS.filter((q) => q.status === 'Finalized').length;
  const minutes = DEMO_QUESTIONS.reduce((sum, q) => sum + q.minutes, 0);
  const confidence = Math.round(DEMO_QUESTIONS.reduce((sum, q) => sum + q.confidence, 0) / DEMO_QUESTIONS.length);
  const goals = new Set(DEMO_QUESTIONS.map((q) => q.goal)).size;
  const metrics = [
    { label: 'Questions', value: String(DEMO_QUESTIONS.length) },
    { label: 'Finalized', value: `${finalized} of ${DEMO_QUESTIONS.length}` },
    { label: 'Interview length', value: `${minutes} min` },
    { label: 'Average AI confidence', value: `${confidence}%` },
    { label: 'Goals covered', value: String(goals) },
  ];
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow="Demo"
        title="Question management"
        description="Sample interview questions for a Site Reliability Engineer, as the questions screen shows them. Nothing here is saved."
        actions={
          <ButtonLink to="/support/help/interviews" variant="secondary" icon={<Icon name="help-circle" className="size-4" />}>
            How interviews work
          </ButtonLink>
        }
      />
      <section aria-labelledby="demo-metrics">
        <h2 id="demo-metrics" className="sr-only">
          Question set metrics
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {metrics.map((m) => (
            <Card key={m.label} className="px-4 py-3">
              <dt className="text-xs font-medium text-slate-600">{m.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{m.value}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <Card className="mt-6">
        <CardHeader title="Sample questions" description="Each question is tied to the evaluation goal it tests." />
        <ol className="divide-y divide-slate-100">
          {DEMO_QUESTIONS.map((q, i) => (
            <li key={q.text} className="px-5 py-4">
              <p className="text-sm font-medium text-slate-900">
                <span className="mr-2 text-slate-500">{i + 1}.</span>
                {q.text}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge tone={STATUS_TONE[q.status]}>{q.status}</Badge>
                <span>{q.category}</span>
                <span aria-hidden="true">·</span>
                <span>{q.difficulty}</span>
                <span aria-hidden="true">·</span>
                <span>{q.minutes} min</span>
                <span aria-hidden="true">·</span>
                <span>AI confidence {q.confidence}%</span>
                <span aria-hidden="true">·</span>
                <span>Goal: {q.goal}</span>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
