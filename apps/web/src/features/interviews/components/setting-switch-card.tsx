import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { type StatusMessage, StatusLine } from '@/components/ui/status-line';
import { errorMessage } from '@/lib/api-client';

/**
 * A company setting that is on or off, in a card: owners and admins switch it and read the result
 * announced; everyone else reads it with who may change it.
 */
export function SettingSwitchCard<T>({
  title,
  description,
  label,
  help,
  query,
  loadFallback,
  read,
  save,
  saving,
  savedText,
}: {
  title: string;
  description: string;
  label: string;
  help: string;
  query: UseQueryResult<T>;
  /** Said when the setting cannot be read and the server gave no message. */
  loadFallback?: string;
  read: (data: T) => { on: boolean; canEdit: boolean };
  save: (data: T, on: boolean) => Promise<unknown>;
  saving: boolean;
  savedText: (on: boolean) => string;
}) {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const toggle = async (data: T, on: boolean) => {
    setStatus(null);
    try {
      await save(data, on);
      setStatus({ text: savedText(on), error: false });
    } catch (error) {
      setStatus({ text: errorMessage(error), error: true });
    }
  };
  const setting = query.data === undefined ? null : read(query.data);
  return (
    <Card className="mt-6">
      <CardHeader title={title} description={description} />
      <CardBody className="space-y-3">
        {query.isPending ? (
          <Skeleton className="h-10 w-72" />
        ) : query.isError || !setting ? (
          <Alert variant="error">{errorMessage(query.error, loadFallback)}</Alert>
        ) : setting.canEdit ? (
          <Checkbox
            label={label}
            description={help}
            checked={setting.on}
            disabled={saving}
            onChange={(e) => void toggle(query.data as T, e.target.checked)}
          />
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-900">
              {label}: {setting.on ? 'on' : 'off'}
            </p>
            <p className="text-slate-600">{help} Owners and admins change it.</p>
          </div>
        )}
        <StatusLine status={status} />
      </CardBody>
    </Card>
  );
}
