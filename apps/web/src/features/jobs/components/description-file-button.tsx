import {
  JOB_FILE_ACCEPT,
  JOB_FILE_MAX_BYTES,
  JOB_FILE_MESSAGES,
  JOB_TEXT_LIMITS,
  type JobDescriptionFile,
  jobFileKind,
} from '@hiring/shared/job-positions';
import FileUp from 'lucide-react/icons/file-up';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReadDescriptionFile } from '../api/mutations';

/** The checks the browser can make before sending: the same type and size rules as the server's. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!jobFileKind(file.name)) return JOB_FILE_MESSAGES.type;
  if (file.size > JOB_FILE_MAX_BYTES) return JOB_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return JOB_FILE_MESSAGES.noText;
  return null;
}

/**
 * "Upload a file" beside the job description (issue 34): a PDF, Word .docx or text file is read
 * by the server and its text replaces the description, for the user to check. Reading, refusals
 * and the result are announced under the description (`messageId`).
 */
export function DescriptionFileButton({ onText }: { onText: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const read = useReadDescriptionFile();
  const [result, setResult] = useState<{ kind: 'error'; text: string } | { kind: 'read'; file: JobDescriptionFile } | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a fix; the input forgets it.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setResult({ kind: 'error', text: problem });
      return;
    }
    setResult(null);
    read.mutate(file, {
      onSuccess: (data) => {
        onText(data.text);
        setResult({ kind: 'read', file: data });
      },
      onError: (error) => setResult({ kind: 'error', text: error instanceof ApiError ? error.message : JOB_FILE_MESSAGES.unreadable }),
    });
  };

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <input ref={input} type="file" accept={JOB_FILE_ACCEPT} onChange={choose} className="sr-only" tabIndex={-1} aria-hidden="true" />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        loading={read.isPending}
        disabled={read.isPending}
        icon={<FileUp className="size-4" aria-hidden />}
        aria-describedby="job-file-hint"
      >
        {JOB_FILE_MESSAGES.upload}
      </Button>
      <p id="job-file-hint" className="sr-only">
        {JOB_FILE_MESSAGES.uploadHint}
      </p>
      <DescriptionFileMessage pending={read.isPending} result={result} />
    </div>
  );
}

function DescriptionFileMessage({
  pending,
  result,
}: {
  pending: boolean;
  result: { kind: 'error'; text: string } | { kind: 'read'; file: JobDescriptionFile } | null;
}) {
  return (
    <div aria-live="polite" className="text-right text-xs [overflow-wrap:anywhere]">
      {pending ? <p className="text-slate-600">{JOB_FILE_MESSAGES.reading}</p> : null}
      {!pending && result?.kind === 'error' ? (
        <p role="alert" className="font-medium text-rose-700">
          {result.text}
        </p>
      ) : null}
      {!pending && result?.kind === 'read' ? (
        <p className="text-emerald-700">
          {JOB_FILE_MESSAGES.read(result.file.file_name, result.file.characters)}
          {result.file.truncated ? ` ${JOB_FILE_MESSAGES.cut(JOB_TEXT_LIMITS.job_description)}` : ''}
        </p>
      ) : null}
    </div>
  );
}
