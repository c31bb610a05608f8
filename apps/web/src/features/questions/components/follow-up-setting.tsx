import { FOLLOW_UP_MESSAGES } from '@hiring/shared/follow-up-constants';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFollowUpSetting, useSetFollowUpSetting } from '../api/follow-up-setting';

/** The position's "Ask one follow-up when an answer misses something" switch, on by default (decision 783). */
export function FollowUpSettingCard({ jobId }: { jobId: string }) {
  const setting = useFollowUpSetting(jobId);
  const change = useSetFollowUpSetting(jobId);
  return (
    <Card className="space-y-2 px-5 py-4">
      <h2 className="text-sm font-semibold text-slate-900">Follow-ups</h2>
      {setting.isPending ? (
        <div role="status" aria-label="Loading the follow-up setting">
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : setting.isError ? (
        <Alert variant="error">{errorMessage(setting.error)}</Alert>
      ) : (
        <Checkbox
          label={FOLLOW_UP_MESSAGES.settingLabel}
          description={FOLLOW_UP_MESSAGES.settingHint}
          checked={change.isPending ? (change.variables?.ask_follow_ups ?? setting.data.ask_follow_ups) : setting.data.ask_follow_ups}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ ask_follow_ups: e.target.checked })}
        />
      )}
      {change.isError ? <Alert variant="error">{errorMessage(change.error)}</Alert> : null}
    </Card>
  );
}
