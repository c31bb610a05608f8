import type { QuestionInput } from '@hiring/shared/ai';
import type { JobProfile } from '../extract.ts';
import type { ResolvedGoal } from '../resolve-goals.ts';
import {
  focusHits,
  goalVocabulary,
  hits,
  jobVocabulary,
  questionFocus,
  questionSkillStems,
  questionSubject,
  questionVocabulary,
  type Vocabulary,
} from '../answer-vocabulary.ts';
import { clip, listJoin } from '../text.ts';

/*
 * Whether an answer speaks to this question at all: the question's own focus words (its text and key points
 * that belong to its goals or name a technical skill), its goals' subject words, and the job's. "Off topic" is
 * kept for answers that really are about something else; an on-topic answer that says little is "vague".
 */

export interface Relevance {
  /** Distinct subject stems of the question and its goals the answer uses. */
  topicHits: number;
  /** Distinct subject words of the job itself. */
  jobHits: number;
  /** The question's focus words met. */
  focusHits: number;
  focusSize: number;
  goalVocabs: Vocabulary[];
  questionVocab: Set<string>;
  /** Share of the answer's content stems that are the question's, its goals' or its reference's subject. */
  onTopicShare: number;
  subject: string[];
}

export function relevanceOf(
  profile: JobProfile,
  question: QuestionInput,
  targets: ResolvedGoal[],
  stems: Set<string>,
  refStems: Set<string>,
  /**
   * The answer's own stems, without the guide's words it speaks of through related words: the job's words and the
   * question's focus are counted on these (a story of another subject often "updates" or "checks" something).
   */
  ownStems: Set<string> = stems,
): Relevance {
  const qVocab = questionVocabulary(question);
  const goalVocabs = targets.map(goalVocabulary);
  const skillStems = questionSkillStems(question);
  const focus = questionFocus(qVocab, goalVocabs, skillStems);
  const onTopic = [...stems].filter(
    (s) => refStems.has(s) || qVocab.has(s) || goalVocabs.some((v) => v.stems.has(s) || v.prefixes.some((p) => s.startsWith(p))),
  ).length;
  return {
    topicHits: hits(stems, qVocab, ...goalVocabs),
    jobHits: hits(ownStems, jobVocabulary(profile)),
    focusHits: focusHits(ownStems, focus, skillStems),
    focusSize: focus.size,
    goalVocabs,
    questionVocab: qVocab,
    onTopicShare: stems.size > 0 ? onTopic / stems.size : 0,
    subject: questionSubject(question, focus),
  };
}

/** Why a story is off topic, in the reviewer's words. */
export function offTopicReason(profile: JobProfile, rel: Relevance, story: boolean, primary: ResolvedGoal | undefined): string {
  if (story && rel.jobHits < 3) {
    const examples = [...profile.duties.slice(0, 2).map((d) => `"${d.text}"`), ...profile.terms.slice(0, 1).map((t) => `"${t.text}"`)];
    return `The answer does not address this question: it describes work from another field or outside work, and mentions almost none of this job's own duties or terms${
      examples.length > 0 ? ` (such as ${listJoin(examples)})` : ''
    }, so it is no evidence for this goal in this job and earns the lowest score.`;
  }
  if (rel.focusHits === 0 && rel.subject.length > 0) {
    return `The answer does not address the question: it never speaks of what the question asks about (${listJoin(rel.subject)})${
      story
        ? ` and ${rel.jobHits >= 3 ? 'tells a story about other work of this job (it describes other work of this job than the question asks about)' : 'tells a story about something else'}`
        : ''
    }, so it is no evidence for this goal and earns the lowest score.`;
  }
  return `The answer does not address the question or this goal: it says almost nothing the question's guide asks for${
    primary ? ` (${clip(primary.competency.name, 60)})` : ''
  }${story ? (rel.jobHits >= 3 ? ' and describes other work of this job than the question asks about' : ' and describes a situation from another field') : ''}, so it earns the lowest score.`;
}
