import { useMemo } from 'react';
import { useT } from './i18n/use-candidate-language';

/**
 * The candidate page's texts for the follow-up, the connection and the timing (issue 42, items 1
 * and 4), in the page's language: their words are in the candidate catalogues (decision 791).
 */
export function useCandidateText() {
  const t = useT();
  return useMemo(
    () => ({
      followUpHeading: t('followUp.heading'),
      followUpIntro: t('followUp.intro'),
      followUpPlaceholder: t('followUp.placeholder'),
      skipFollowUp: t('followUp.skip'),
      followUpSkipped: t('followUp.skipped'),
      followUpReviewLabel: t('followUp.reviewLabel'),
      offline: t('connection.offline'),
      savedMark: t('save.saved'),
      notSavedMark: t('save.notSavedMark'),
      minutesSuggested: (minutes: number) => t('timer.suggested', { minutes }),
      minutesSpent: (minutes: number) => t('timer.spent', { minutes }),
      timeUp: t('timer.timeUp'),
      questionAnnouncement: (n: number, total: number, minutes: number) => t('question.announcement', { n, total, minutes }),
      followUpAnnouncement: (text: string) => t('followUp.announcement', { text }),
    }),
    [t],
  );
}

export type CandidateText = ReturnType<typeof useCandidateText>;
