import { SELF_ID_RACES, SELF_ID_SEXES, type SelfIdRace, type SelfIdSex } from '@hiring/shared/self-id-constants';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveSelfId } from '../api/self-id';
import type { MessageKey } from './i18n/messages-en';
import { useErrorText, useT } from './i18n/use-candidate-language';

type Errors = Partial<Record<'sex' | 'race_ethnicity', string>>;

function Choices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: (value: T) => string;
  value: T | null;
  onChange: (v: T) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex min-h-10 items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800">
            <input type="radio" className="mt-0.5" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            <span>{labels(o)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The voluntary self-identification after submitting (decision 700): sex and race/ethnicity in
 * the EEO-1 categories, "prefer not to say" for either, or a skip. Never required; the answers
 * go only to the bias audit, and a new answer replaces the last.
 */
export function SelfIdForm({ token }: { token: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [sex, setSex] = useState<SelfIdSex | null>(null);
  const [race, setRace] = useState<SelfIdRace | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'open' | 'saving' | 'saved' | 'skipped'>('open');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (!sex) found.sex = t('selfId.sexInvalid');
    if (!race) found.race_ethnicity = t('selfId.raceInvalid');
    setErrors(found);
    if (!sex || !race) return;
    setState('saving');
    try {
      await saveSelfId(token, { sex, race_ethnicity: race });
      setState('saved');
    } catch (error) {
      setFailure(errorText(error));
      setState('open');
    }
  };

  return (
    <section aria-labelledby="self-id-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id="self-id-title" className="text-base font-semibold text-slate-900">
        {t('selfId.title')} <span className="font-normal text-slate-600">{t('selfId.optional')}</span>
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t('selfId.intro')}</p>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {state === 'saved' ? <p className="text-sm font-medium text-emerald-700">{t('selfId.saved')}</p> : null}
        {state === 'skipped' ? <p className="text-sm text-slate-700">{t('selfId.skipped')}</p> : null}
      </div>
      {state === 'skipped' ? (
        <Button variant="secondary" className="mt-3" onClick={() => setState('open')}>
          {t('selfId.answerAfterAll')}
        </Button>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-5" aria-labelledby="self-id-title">
          <Choices
            legend={t('selfId.sexLegend')}
            name="self-id-sex"
            options={SELF_ID_SEXES}
            labels={(v) => t(`selfId.sex.${v}` as MessageKey)}
            value={sex}
            onChange={setSex}
            error={errors.sex}
          />
          <Choices
            legend={t('selfId.raceLegend')}
            name="self-id-race"
            options={SELF_ID_RACES}
            labels={(v) => t(`selfId.race.${v}` as MessageKey)}
            value={race}
            onChange={setRace}
            error={errors.race_ethnicity}
          />
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={state === 'saving'}>
              {t('selfId.save')}
            </Button>
            <Button variant="secondary" onClick={() => setState('skipped')}>
              {t('selfId.skip')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
