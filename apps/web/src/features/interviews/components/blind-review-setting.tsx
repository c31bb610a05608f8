import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { useQuery } from '@tanstack/react-query';
import { interviewSettingsQueryOptions, useSaveInterviewSettings } from '../api/interviews';
import { SettingSwitchCard } from './setting-switch-card';

/** The company's blind-first review: owners and admins turn it on or off, everyone else reads it. */
export function BlindReviewSetting() {
  const save = useSaveInterviewSettings();
  return (
    <SettingSwitchCard
      title="Reviewing"
      description="How reviewers meet the AI's scores."
      label={REVIEW_MESSAGES.blindReviewLabel}
      help={REVIEW_MESSAGES.blindReviewHelp}
      query={useQuery(interviewSettingsQueryOptions())}
      read={(s) => ({ on: s.blind_review, canEdit: s.can_edit })}
      save={(s, on) => save.mutateAsync({ retention_days: s.retention_days, contact_email: s.contact_email, blind_review: on })}
      saving={save.isPending}
      savedText={(on) => (on ? 'Blind-first review is on.' : 'Blind-first review is off: reviewers see the AI score at once.')}
    />
  );
}
