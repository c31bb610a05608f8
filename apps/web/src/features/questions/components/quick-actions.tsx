import { QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { QuestionSetAction } from '../api/questions-screen';
import type { QuestionActionRules } from '../rules';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800';

/**
 * The questions screen's Quick Actions (spec 02 §2.1): Regenerate All, Finalize (not once the set
 * is finalized, decision 504), View Analytics, View History, Create Interview Links, Back to Job Listing.
 */
export function QuickActions({
  jobId,
  rules,
  busy,
  onRun,
  onAsk,
}: {
  jobId: string;
  rules: QuestionActionRules;
  /** An action of the set is running: the others wait. */
  busy: boolean;
  onRun: (a: QuestionSetAction) => void;
  onAsk: (a: 'regenerate' | 'reset') => void;
}) {
  return (
    <Card>
      <CardHeader title={M.quickActions} icon={<Icon name="sparkles" />} />
      <CardBody>
        <ul className="space-y-2" aria-label={M.quickActions}>
          {rules.regenerate.shown ? (
            <li>
              <Button
                variant="secondary"
                size="sm"
                className="w-full justify-start"
                icon={<Icon name="refresh" />}
                disabled={!rules.regenerate.enabled || busy}
                onClick={() => onAsk('regenerate')}
              >
                {M.regenerateAll}
              </Button>
            </li>
          ) : null}
          {rules.finalize.shown ? (
            <li>
              <Button
                variant="secondary"
                size="sm"
                className="w-full justify-start"
                icon={<Icon name="check-circle" />}
                disabled={!rules.finalize.enabled || busy}
                onClick={() => onRun('finalize')}
              >
                {M.finalizeShort}
              </Button>
            </li>
          ) : null}
          <li>
            <ButtonLink
              to={`/job-listing/${jobId}/questions/analytics`}
              variant="secondary"
              size="sm"
              className="w-full justify-start"
              icon={<Icon name="bar-chart" />}
            >
              {M.viewAnalytics}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink
              to={`/job-listing/${jobId}/questions/history`}
              variant="secondary"
              size="sm"
              className="w-full justify-start"
              icon={<Icon name="clock" />}
            >
              {M.viewHistory}
            </ButtonLink>
          </li>
          <li>
            {/* Offered as spec 02 §2.1 lists it; until links can be made it is disabled and says why (decision 496). */}
            {rules.interviewLinks ? (
              <ButtonLink
                to={`/job-listing/${jobId}/interview-links`}
                size="sm"
                className="w-full justify-start"
                icon={<Icon name="link" />}
              >
                {M.createInterviewLinks}
              </ButtonLink>
            ) : (
              <Button
                size="sm"
                className="w-full justify-start"
                icon={<Icon name="link" />}
                disabled
                aria-describedby="interview-links-note"
              >
                {M.createInterviewLinks}
              </Button>
            )}
          </li>
          <li>
            <ButtonLink to="/job-listing" variant="ghost" size="sm" className="w-full justify-start" icon={<Icon name="chevron-left" />}>
              {M.backToJobListing}
            </ButtonLink>
          </li>
        </ul>
        {!rules.interviewLinks ? (
          <p id="interview-links-note" className="mt-3 text-xs text-slate-500">
            {M.interviewLinksNeedActive}
          </p>
        ) : null}
        <p className="mt-3 text-xs text-slate-500">
          Goals behind these questions:{' '}
          <Link to={`/job-listing/details/${jobId}/goals`} className={linkClass}>
            evaluation goals
          </Link>
        </p>
      </CardBody>
    </Card>
  );
}
