import { AUDIT_LIMITS, type AuditFormat, auditEventsQuerySchema } from '@hiring/shared/audit';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadDecisionLog } from '../api/decision-log';
import { useCanManageInterviews } from './use-can-manage';

const FORMAT_LABELS: Record<AuditFormat, string> = { csv: 'CSV (spreadsheets)', json: 'JSON' };
/** CSV first: the default, and what most audits open. */
const FORMATS: readonly AuditFormat[] = ['csv', 'json'];
const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

type Errors = Partial<Record<'from' | 'to', string>>;

/**
 * Downloads the company's decision log for a period, as CSV or JSON (decision 667: on the
 * analysis screen). Owners and admins only; the server checks the same rules.
 */
export function DecisionLogExport() {
  const canExport = useCanManageInterviews();
  const [from, setFrom] = useState(() => daysBefore(29));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<AuditFormat>('csv');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canExport) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFailure(null);
    const parsed = auditEventsQuerySchema.safeParse({ from, to, format });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const n = await downloadDecisionLog({ from, to, format });
      setDone(`Downloaded ${n} ${n === 1 ? 'event' : 'events'} from ${from} to ${to}.`);
    } catch (error) {
      if (error instanceof ApiError && (error.fieldErrors.from || error.fieldErrors.to)) {
        setErrors({ from: error.fieldErrors.from, to: error.fieldErrors.to });
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mt-8">
      <CardHeader
        icon={<Download className="size-4" aria-hidden />}
        title="Export the decision log"
        description={`Every AI score, reviewer score, override, status change and deletion of a period (UTC days, up to ${AUDIT_LIMITS.periodDaysMax} days), for audits and records.`}
      />
      <CardBody>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
          <Field label="From" required error={errors.from}>
            {(control) => <Input {...control} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Field label="To" required error={errors.to}>
            {(control) => <Input {...control} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />}
          </Field>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">Format</legend>
            <div className="flex h-10 items-center gap-4">
              {FORMATS.map((f) => (
                <label key={f} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
                  <input type="radio" name="decision-log-format" value={f} checked={format === f} onChange={() => setFormat(f)} />
                  {FORMAT_LABELS[f]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sm:pt-7">
            <Button type="submit" loading={busy} icon={<Download className="size-4" aria-hidden />}>
              Download
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-3 empty:hidden">
          {done ? <p className="text-sm text-emerald-700">{done}</p> : null}
        </div>
        {failure ? (
          <Alert variant="error" className="mt-3">
            {failure}
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}
