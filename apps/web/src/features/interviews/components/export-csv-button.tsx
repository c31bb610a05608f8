import { EXPORT_MESSAGES } from '@hiring/shared/exports';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadCandidatesCsv } from '../api/exports';

/**
 * "Export CSV" of the candidates and compare screens: the chosen position's candidates with their
 * scores as a spreadsheet file. Without a position chosen the button says what is missing.
 */
export function ExportCsvButton({ job }: { job: { id: string; title: string } | null }) {
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const run = async () => {
    if (!job) return;
    setBusy(true);
    setNote(null);
    try {
      const n = await downloadCandidatesCsv(job.id, job.title);
      setNote({ error: false, text: `Downloaded ${n} ${n === 1 ? 'candidate' : 'candidates'} of ${job.title}.` });
    } catch (error) {
      setNote({ error: true, text: errorMessage(error, EXPORT_MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="secondary"
        loading={busy}
        disabled={!job}
        aria-describedby={job ? undefined : hintId}
        icon={<Download className="size-4" aria-hidden />}
        onClick={() => void run()}
      >
        {EXPORT_MESSAGES.exportCsv}
      </Button>
      {job ? null : (
        <span id={hintId} className="text-xs text-slate-600">
          {EXPORT_MESSAGES.chooseJob}
        </span>
      )}
      <span role="status" className={note?.error ? 'text-xs text-rose-700' : 'text-xs text-emerald-700'}>
        {note?.text ?? ''}
      </span>
    </div>
  );
}
