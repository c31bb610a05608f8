import { DEFAULT_INTERVIEW_LENGTH, type InterviewLength } from '@hiring/shared/question-length';
import { QUESTION_SCREEN_MESSAGES as M, type QuestionsScreen } from '@hiring/shared/questions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { initialLength, LengthPicker } from './length-picker';

export type TeamQuestions = 'keep' | 'replace';

/**
 * Regenerate Questions, asked first: the new version's interview length, and, when the team wrote
 * or edited questions of the current set, whether to keep them in the new set (the default) or
 * replace them. Earlier versions and their history are kept either way.
 */
export function RegenerateDialog({
  screen,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  screen: QuestionsScreen;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (choice: { length_minutes: InterviewLength; team_questions?: TeamQuestions }) => void;
}) {
  const goals = screen.goal_coverage.length;
  const [length, setLength] = useState(initialLength(screen.length_minutes, DEFAULT_INTERVIEW_LENGTH, goals));
  const team = screen.questions.filter((q) => q.authored_by === 'team').length;
  const [teamChoice, setTeamChoice] = useState<TeamQuestions>('keep');
  const them = team === 1 ? 'it' : 'them';
  return (
    <Dialog
      title="Regenerate Questions?"
      description={
        <p>
          AI writes a new set of questions for the confirmed goals as version {(screen.version ?? 0) + 1}, different from the current ones.
          Earlier versions and their history are kept.
        </p>
      }
      busy={busy}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => onConfirm({ length_minutes: length, ...(team > 0 ? { team_questions: teamChoice } : {}) })}
          >
            {M.regenerate}
          </Button>
        </>
      }
    >
      <div className="mt-4 space-y-4">
        <LengthPicker value={length} goals={goals} onChange={setLength} disabled={busy} />
        {team > 0 ? (
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">
              {team} question{team === 1 ? ' was' : 's were'} written or edited by your team
            </legend>
            <div className="space-y-2 text-sm text-slate-800">
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="team-questions"
                  className="mt-0.5 accent-indigo-600"
                  checked={teamChoice === 'keep'}
                  onChange={() => setTeamChoice('keep')}
                />
                <span>Keep {them} in the new set</span>
              </label>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="team-questions"
                  className="mt-0.5 accent-indigo-600"
                  checked={teamChoice === 'replace'}
                  onChange={() => setTeamChoice('replace')}
                />
                <span>Replace {them} with new questions</span>
              </label>
            </div>
          </fieldset>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
