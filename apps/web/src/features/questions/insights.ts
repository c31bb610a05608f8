import { DETAIL_PREVIEW, truncateText } from '@hiring/shared/job-positions';
import { type InterviewQuestion, QUESTION_CHANGE_TYPES, type QuestionHistoryEntry, type QuestionsScreen } from '@hiring/shared/questions';

export type ChangeType = (typeof QUESTION_CHANGE_TYPES)[number];

/** The set history's filter: every kind, or one. */
export const HISTORY_FILTERS = ['all', ...QUESTION_CHANGE_TYPES] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export const CHANGE_LABELS: Readonly<Record<ChangeType, string>> = {
  created: 'Created',
  updated: 'Updated',
  regenerated: 'Regenerated',
  finalized: 'Finalized',
  deleted: 'Deleted',
  reordered: 'Moved',
  guide_updated: 'Guide edited',
  translated: 'Translated',
};

/** What a batch of changes made at once says, e.g. "8 questions created" or "Question set finalized". */
export function groupTitle(type: ChangeType, count: number): string {
  const questions = `${count} ${count === 1 ? 'question' : 'questions'}`;
  switch (type) {
    case 'created':
      return `${questions} created`;
    case 'finalized':
      return `Question set finalized (${questions})`;
    case 'updated':
      return count === 1 ? 'Question text edited' : `${questions} edited`;
    case 'regenerated':
      return count === 1 ? 'Question regenerated' : `${questions} regenerated`;
    case 'deleted':
      return count === 1 ? 'Question deleted' : `${questions} deleted`;
    case 'reordered':
      return count === 1 ? 'Question moved' : `${questions} moved`;
    case 'guide_updated':
      return count === 1 ? 'Rating guide edited' : `${questions}' rating guides edited`;
    case 'translated':
      return count === 1 ? 'Question translated' : `${questions} translated`;
  }
}

/** Changes written together: the same kind, version, author and moment (generation writes every question at once). */
export interface HistoryGroup {
  key: string;
  change_type: ChangeType;
  version: number;
  timestamp: string;
  changed_by: string | null;
  changed_by_name: string | null;
  entries: QuestionHistoryEntry[];
}

/**
 * The set timeline, newest first: entries of `filter`'s kind, with the ones written together (a
 * generation's created questions, a finalize) in one group. Every entry stays in a group.
 */
export function groupHistory(entries: readonly QuestionHistoryEntry[], filter: HistoryFilter = 'all'): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const e of entries) {
    if (filter !== 'all' && e.change_type !== filter) continue;
    const key = `${e.change_type}|${e.version}|${e.timestamp}|${e.changed_by ?? ''}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.entries.push(e);
    else
      groups.push({
        key,
        change_type: e.change_type,
        version: e.version,
        timestamp: e.timestamp,
        changed_by: e.changed_by,
        changed_by_name: e.changed_by_name,
        entries: [e],
      });
  }
  // Oldest first from the server; a timeline reads newest first. Keys repeat only for changes made at the same instant.
  return groups.reverse().map((g, i) => ({ ...g, key: `${g.key}|${i}` }));
}

/** How many entries of each kind (the filter's counts). */
export function countByKind(entries: readonly QuestionHistoryEntry[]): Record<HistoryFilter, number> {
  const counts = {
    all: entries.length,
    created: 0,
    updated: 0,
    regenerated: 0,
    finalized: 0,
    deleted: 0,
    reordered: 0,
    guide_updated: 0,
    translated: 0,
  };
  for (const e of entries) counts[e.change_type]++;
  return counts;
}

/** A question as the job detail previews it (spec 02 §2.1, §9): intent cut at 40, the first 2 follow-ups cut at 60. */
export interface QuestionPreview {
  id: string;
  order: number;
  text: string;
  category: string;
  difficulty: string;
  estimated_time: number;
  intent: string;
  followups: string[];
}

export function previewOf(q: InterviewQuestion): QuestionPreview {
  return {
    id: q.id,
    order: q.question_order,
    text: q.text,
    category: q.category,
    difficulty: q.difficulty,
    estimated_time: q.estimated_time,
    intent: truncateText(q.intent, DETAIL_PREVIEW.intentChars),
    followups: q.followup_suggestions
      .slice(0, DETAIL_PREVIEW.followUpsPerQuestion)
      .map((f) => truncateText(f, DETAIL_PREVIEW.followUpChars)),
  };
}

/** The main card's questions: the first 4 by order. */
export function mainPreviews(questions: readonly InterviewQuestion[]): QuestionPreview[] {
  return [...questions]
    .sort((a, b) => a.question_order - b.question_order)
    .slice(0, DETAIL_PREVIEW.mainQuestions)
    .map(previewOf);
}

/** The sidebar summary's questions: the first 2 by order. */
export function sidebarPreviews(questions: readonly InterviewQuestion[]): QuestionPreview[] {
  return [...questions]
    .sort((a, b) => a.question_order - b.question_order)
    .slice(0, DETAIL_PREVIEW.sidebarQuestions)
    .map(previewOf);
}

/** Where the pages around the questions live. */
export const questionPaths = {
  questions: (id: string) => `/job-listing/${id}/questions`,
  setHistory: (id: string) => `/job-listing/${id}/questions/history`,
  analytics: (id: string) => `/job-listing/${id}/questions/analytics`,
  questionHistory: (id: string, questionId: string) => `/job-listing/${id}/questions/${questionId}/history`,
  interviewLinks: (id: string) => `/job-listing/${id}/interview-links`,
  jobDetail: (id: string) => `/job-listing/details/${id}`,
};

export const DIFFICULTY_LABELS: Readonly<Record<string, string>> = { easy: 'Easy', mid: 'Medium', medium: 'Medium', hard: 'Hard' };

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The coverage chart's rows: each confirmed goal, its questions and their summed connection weight. */
export function coverageRows(screen: Pick<QuestionsScreen, 'goal_coverage'>) {
  return screen.goal_coverage.map((g) => ({
    id: g.goal_id,
    goal: g.goal_text,
    category: capitalize(g.category),
    questions: g.questions_count,
    weight: g.total_weight,
  }));
}

const DIFFICULTY_COLORS = { easy: '#059669', mid: '#d97706', hard: '#e11d48' } as const;

/** The difficulty chart's slices, easy, medium and hard, from the set metrics. */
export function difficultyRows(screen: Pick<QuestionsScreen, 'overall_metrics'>) {
  const d = screen.overall_metrics.difficulty_balance;
  return (['easy', 'mid', 'hard'] as const).map((key) => ({
    key,
    label: DIFFICULTY_LABELS[key]!,
    count: d[key],
    color: DIFFICULTY_COLORS[key],
  }));
}

/**
 * The category chart's rows: questions per category (the set's question distribution) beside the
 * confirmed goals of that category; every category either has, in a stable order.
 */
export function categoryBalance(screen: Pick<QuestionsScreen, 'overall_metrics' | 'goal_coverage'>) {
  const questions = screen.overall_metrics.question_distribution;
  const goals: Record<string, number> = {};
  for (const g of screen.goal_coverage) goals[g.category] = (goals[g.category] ?? 0) + 1;
  const keys = [...new Set([...Object.keys(questions), ...Object.keys(goals)])].sort();
  return keys.map((key) => ({ key, label: capitalize(key), questions: questions[key] ?? 0, goals: goals[key] ?? 0 }));
}
