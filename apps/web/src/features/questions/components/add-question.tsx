import { QUESTION_MESSAGES, QUESTION_TEXT_MAX, type QuestionsScreen } from '@hiring/shared/questions';
import { Plus, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAddQuestion } from '../api/questions-screen';

/**
 * Adds a question at the end of the set: one the team writes, for the goals it assesses, or one
 * the AI writes for a goal. The coverage, minutes and history follow from the server's answer.
 */
export function AddQuestion({ jobId, screen }: { jobId: string; screen: QuestionsScreen }) {
  const add = useAddQuestion(jobId);
  const goals = screen.goal_coverage;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [aiGoal, setAiGoal] = useState(goals[0]?.goal_id ?? '');
  const [problem, setProblem] = useState<{ text?: string; goals?: string }>({});
  const [added, setAdded] = useState<string | null>(null);
  const goalsId = useId();
  const aiId = useId();

  const done = (what: string) => () => {
    setAdded(what);
    setText('');
    setChosen([]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const next = {
      text:
        text.trim() === '' ? QUESTION_MESSAGES.textRequired : text.length > QUESTION_TEXT_MAX ? QUESTION_MESSAGES.textTooLong : undefined,
      goals: chosen.length === 0 ? QUESTION_MESSAGES.goalsRequired : undefined,
    };
    setProblem(next);
    if (next.text || next.goals) return;
    add.mutate({ text: text.trim(), goal_ids: chosen }, { onSuccess: done('Question added at the end of the set.') });
  };
  const generate = () => {
    setAdded(null);
    setProblem({});
    add.mutate({ goal_id: aiGoal, generate: true }, { onSuccess: done('AI wrote a question for the goal, added at the end of the set.') });
  };
  const busy = add.isPending;
  const generating = busy && typeof add.variables === 'object' && 'generate' in add.variables;

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="add-question-heading" className="space-y-4">
        <h3 id="add-question-heading" className="text-base font-semibold text-slate-900">
          Add a question
        </h3>
        <form noValidate onSubmit={submit} className="space-y-3">
          <Field
            label="Question text"
            required
            error={problem.text}
            hint="Your own question, added last; it counts toward the interview length."
          >
            {(control) => <Textarea {...control} rows={3} value={text} onChange={(e) => setText(e.target.value)} />}
          </Field>
          <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={problem.goals ? `${goalsId}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">Goals it assesses</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {goals.map((g) => (
                <Checkbox
                  key={g.goal_id}
                  label={g.goal_text}
                  checked={chosen.includes(g.goal_id)}
                  onChange={(e) => setChosen((list) => (e.target.checked ? [...list, g.goal_id] : list.filter((x) => x !== g.goal_id)))}
                />
              ))}
            </div>
            {problem.goals ? (
              <p id={`${goalsId}-error`} className="mt-1 text-sm text-rose-700">
                {problem.goals}
              </p>
            ) : null}
          </fieldset>
          <Button
            type="submit"
            size="sm"
            icon={<Plus className="size-4" aria-hidden="true" />}
            loading={busy && !generating}
            disabled={busy}
          >
            Add Question
          </Button>
        </form>
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={aiId} className="mb-1.5 block text-sm font-medium text-slate-700">
              Or let AI write one for a goal
            </label>
            <select id={aiId} className={cn(controlClass, 'h-10')} value={aiGoal} onChange={(e) => setAiGoal(e.target.value)}>
              {goals.map((g) => (
                <option key={g.goal_id} value={g.goal_id}>
                  {g.goal_text}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            icon={<Sparkles className="size-4" aria-hidden="true" />}
            loading={generating}
            disabled={busy || !aiGoal}
            onClick={generate}
          >
            Generate Question
          </Button>
        </div>
        <div aria-live="polite">
          {add.isError ? <Alert variant="error">{errorMessage(add.error)}</Alert> : null}
          {added && !add.isError ? <Alert variant="success">{added}</Alert> : null}
        </div>
      </section>
    </Card>
  );
}
