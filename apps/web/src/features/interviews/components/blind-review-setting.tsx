import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { interviewSettingsQueryOptions, useSaveInterviewSettings } from '../api/interviews';

/** The company's blind-first review: owners and admins turn it on or off, everyone else reads it. */
export function BlindReviewSetting() {
  const settings = useQuery(interviewSettingsQueryOptions());
  const save = useSaveInterviewSettings();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <Card className="mt-6">
      <CardHeader title="Reviewing" description="How reviewers meet the AI's scores." />
      <CardBody className="space-y-3">
        {settings.isPending ? (
          <Skeleton className="h-10 w-72" />
        ) : settings.isError ? (
          <Alert variant="error">{errorMessage(settings.error)}</Alert>
        ) : settings.data.can_edit ? (
          <Checkbox
            label={REVIEW_MESSAGES.blindReviewLabel}
            description={REVIEW_MESSAGES.blindReviewHelp}
            checked={settings.data.blind_review}
            disabled={save.isPending}
            onChange={(e) => {
              setStatus(null);
              const blind = e.target.checked;
              save.mutate(
                { retention_days: settings.data.retention_days, contact_email: settings.data.contact_email, blind_review: blind },
                {
                  onSuccess: () =>
                    setStatus(blind ? 'Blind-first review is on.' : 'Blind-first review is off: reviewers see the AI score at once.'),
                  onError: (error) => setStatus(errorMessage(error)),
                },
              );
            }}
          />
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-900">
              {REVIEW_MESSAGES.blindReviewLabel}: {settings.data.blind_review ? 'on' : 'off'}
            </p>
            <p className="text-slate-600">{REVIEW_MESSAGES.blindReviewHelp} Owners and admins change it.</p>
          </div>
        )}
        {status ? (
          <p role={save.isError ? 'alert' : 'status'} className={save.isError ? 'text-sm text-rose-700' : 'text-sm text-emerald-700'}>
            {status}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
