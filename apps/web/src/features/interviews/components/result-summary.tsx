import { RECOMMENDATION_SOURCE_LABELS, REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { type InterviewDetail, RECOMMENDATION_LABELS } from '@hiring/shared/interviews';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { RecommendationBadge, ScoreValue } from './badges';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The interview's overall result: final and AI scores, the recommendation (an AI draft until reviewed), review progress, per goal. */
export function ResultSummary({ detail, reviewed, total }: { detail: InterviewDetail; reviewed: number; total: number }) {
  const { result } = detail;
  const changed = result.recommendation !== result.ai_recommendation;
  // Reviewers' scores moved the draft from the AI's: it is no longer the AI's alone (decision 509).
  const partlyReviewed = result.recommendation_source === 'ai_draft' && changed && result.recommendation !== null;
  return (
    // grid-cols-1 (minmax(0, 1fr)) on a phone: an auto column would grow to the widest word or table inside.
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card>
        <CardHeader title="Overall result" />
        <CardBody className="space-y-4">
          <div className="flex items-end justify-between gap-3">
            <div>
              <p className="text-xs text-slate-600">Final score</p>
              <ScoreValue score={result.overall_score} size="lg" label="final overall score" />
            </div>
            <div className="text-right">
              <p className="text-xs text-slate-600">AI score</p>
              <ScoreValue score={result.ai_overall_score} label="AI overall score" />
            </div>
          </div>
          {result.withheld ? (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="result-withheld">
              {REVIEW_MESSAGES.resultWithheld}
            </p>
          ) : null}
          <div>
            <p className="text-xs text-slate-600">Recommendation</p>
            <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="recommendation">
              <RecommendationBadge recommendation={result.recommendation} />
              <Badge tone={result.recommendation_source === 'reviewed' ? 'indigo' : 'amber'}>
                {partlyReviewed ? REVIEW_MESSAGES.partlyReviewedDraft : RECOMMENDATION_SOURCE_LABELS[result.recommendation_source]}
              </Badge>
            </div>
            {changed && result.ai_recommendation ? (
              <p className="mt-1 text-xs text-slate-600" data-testid="ai-recommendation">
                {REVIEW_MESSAGES.aiOwnRecommendation(RECOMMENDATION_LABELS[result.ai_recommendation])}
              </p>
            ) : null}
            {result.recommendation_source === 'ai_draft' ? (
              <p className="mt-1 text-xs text-slate-600">
                {partlyReviewed ? REVIEW_MESSAGES.partlyReviewedHelp : REVIEW_MESSAGES.aiDraftHelp}
              </p>
            ) : null}
          </div>
          <div>
            <p className="text-xs text-slate-600">Reviewed</p>
            <p className="text-sm text-slate-800">
              {reviewed} of {total} answers
            </p>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-indigo-600" style={{ width: `${total ? Math.round((reviewed / total) * 100) : 0}%` }} />
            </div>
          </div>
          {result.reasons.length > 0 ? (
            <div>
              <p className="text-xs text-slate-600">Why</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Results per goal"
          description="Question scores weighted by each question's link to the goal. The reviewers' mean replaces the AI's score where any reviewer scored."
        />
        {/* relative: the screen-reader-only texts in the cells are placed against it, so they stay inside the scroll box. */}
        <ScrollRegion label="Scores per evaluation goal">
          <table className="w-full text-sm">
            <caption className="sr-only">Scores per evaluation goal: AI, reviewer and final, with the strongest quote</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Goal
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  AI
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reviewer
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Final
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.goals.map((g) => (
                <tr key={g.goal_id} className="align-top">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="font-medium wrap-anywhere text-slate-900">{g.goal_text}</span>
                    {g.quote ? <q className="mt-1 block text-xs text-slate-600 italic">{g.quote}</q> : null}
                  </th>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.ai_score} size="sm" />
                  </td>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.human_score} size="sm" />
                  </td>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.final_score} size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
    </div>
  );
}
