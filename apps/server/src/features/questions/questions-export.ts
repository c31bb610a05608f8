import { exportFileName, QUESTIONS_CSV_COLUMNS } from '@hiring/shared/exports';
import type { QuestionsScreen } from '@hiring/shared/questions';
import { type CsvCell, toCsv } from '../../lib/csv.ts';

/**
 * A position's current questions as a CSV file (issue 40, decision 721): one row per question and
 * goal it probes, with the goal's weight in that question (0 to 1) and its importance (of 10); a
 * question tied to no goal has one row with the goal cells empty. Order: the interview's.
 */
export function questionsCsv(title: string, screen: QuestionsScreen): { fileName: string; body: string } {
  const rows: CsvCell[][] = [];
  const ordered = [...screen.questions].sort((a, b) => a.question_order - b.question_order);
  ordered.forEach((q, i) => {
    const lead: CsvCell[] = [i + 1, q.id, q.text, q.category, q.question_type, q.difficulty, q.estimated_time];
    if (q.goal_connections.length === 0) rows.push([...lead, null, null, null, null]);
    for (const g of q.goal_connections) rows.push([...lead, g.goal_text, g.category, g.weight, g.importance]);
  });
  return { fileName: exportFileName(title, 'questions'), body: toCsv(QUESTIONS_CSV_COLUMNS, rows) };
}
