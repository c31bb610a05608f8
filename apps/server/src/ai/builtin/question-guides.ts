import type { Template } from './kb/index.ts';
import { listJoin } from './text.ts';

/**
 * A question's rating guide: the strong, adequate and weak answers and the five anchors, written
 * from the key points the question probes. The team can rewrite it (decision 640).
 */
export function guidelines(points: string[], type: Template['type'], skills: string[]) {
  const lower = points.map((p) => p.charAt(0).toLowerCase() + p.slice(1));
  const named = skills.length > 0 ? ` with concrete ${listJoin(skills)} detail` : '';
  const opener =
    type === 'situational'
      ? 'A clear, realistic plan'
      : type === 'technical'
        ? 'An accurate, hands-on explanation grounded in real work'
        : 'A specific, first-hand example';
  const quoted = lower.map((p) => `"${p}"`);
  const some = quoted.length > 1 ? `such as ${listJoin(quoted.slice(0, 2))}` : (quoted[0] ?? 'the key points');
  return {
    strong: `${opener}${named}, in which the candidate states their own part and ends with a result or lesson. It covers these points: ${lower.join('; ')}.`,
    adequate: `Covers some of the key points (${some}) but stays general, skips the outcome, or describes what the team did rather than the candidate.`,
    weak: `Vague or purely hypothetical, with no concrete example; misses key points such as ${quoted[0] ?? 'the point of the question'}, or does not answer the question asked.`,
    key_points: points,
    rating_scale: [
      { score: 1, label: 'Insufficient', description: 'Empty, off-topic, copied from the question, or nothing relevant to the goal.' },
      {
        score: 2,
        label: 'Weak',
        description: `Generic statements; touches at most one key point (such as ${quoted[0] ?? 'the main point'}) without evidence.`,
      },
      {
        score: 3,
        label: 'Adequate',
        description: 'A relevant example or plan covering some key points, but thin on specifics or results.',
      },
      {
        score: 4,
        label: 'Strong',
        description: "A concrete example covering most key points, with the candidate's own actions and an outcome.",
      },
      {
        score: 5,
        label: 'Exceptional',
        description: 'Covers all key points with specific evidence, measurable results and honest reflection on what they would change.',
      },
    ],
  };
}
