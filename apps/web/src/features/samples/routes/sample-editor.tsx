import { SAMPLE_MESSAGES, type SampleKind } from '@hiring/shared/samples';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { type AnySample, createSample, sampleKeys, updateSample } from '../api/samples';
import { KINDS, listPath } from '../components/kinds';
import { useKeepsLibrary } from '../components/parts';
import { initialValues, SampleForm } from '../components/sample-form';
import { BackToList, SampleLoadState, useSample } from './sample-detail';

/**
 * /samples/{kind}/create: a new sample of the caller's company, or of the platform's library for
 * the platform administrator, who belongs to none (the server decides); saved, it opens its detail.
 */
export function SampleCreateRoute({ kind }: { kind: SampleKind }) {
  const def = KINDS[kind];
  const keeper = useKeepsLibrary();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => createSample(kind, body),
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: [...sampleKeys.all, kind] });
      navigate(`${listPath(kind)}/${row.id}`, { replace: true });
    },
  });
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={<BackToList kind={kind} />}
        title={`New sample ${def.noun}`}
        description={keeper ? "It joins the platform's library: every company will read it." : undefined}
      />
      <Card className="p-6">
        <SampleForm
          kind={kind}
          initial={initialValues(kind)}
          submitLabel={`Create ${def.noun}`}
          cancelTo={listPath(kind)}
          saving={create.isPending}
          error={create.isError ? errorMessage(create.error, SAMPLE_MESSAGES.saveFailed) : null}
          onSubmit={(body) => create.mutate(body)}
        />
      </Card>
    </div>
  );
}

/**
 * /samples/{kind}/edit/{id}: the company's own sample; a library sample is read-only for companies
 * and editable for the platform administrator, who keeps the library.
 */
export function SampleEditRoute({ kind }: { kind: SampleKind }) {
  const def = KINDS[kind];
  const { id, query } = useSample(kind);
  const keeper = useKeepsLibrary();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => updateSample(kind, id, body),
    onSuccess: async (row) => {
      queryClient.setQueryData(sampleKeys.one(kind, id), row);
      await queryClient.invalidateQueries({ queryKey: [...sampleKeys.all, kind, 'list'] });
      navigate(`${listPath(kind)}/${id}`, { replace: true });
    },
  });
  const item = query.data as AnySample | undefined;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={<BackToList kind={kind} />}
        title={`Edit sample ${def.noun}`}
        description={
          keeper && item
            ? item.library
              ? 'A library sample: every company reads your changes.'
              : "A company's own sample: only that company reads it."
            : undefined
        }
      />
      {!item ? (
        <SampleLoadState kind={kind} query={query} />
      ) : item.library && !keeper ? (
        // The server refuses a company's changes to the library (403); the form is not offered.
        <Alert
          variant="info"
          title="Library samples are read-only"
          action={
            <ButtonLink to={`${listPath(kind)}/${id}`} variant="secondary" size="sm">
              Back to the sample
            </ButtonLink>
          }
        >
          This sample belongs to the platform's library. Create your own {def.noun} to change it.
        </Alert>
      ) : (
        <Card className="p-6">
          <SampleForm
            key={item.id}
            kind={kind}
            initial={initialValues(kind, item)}
            submitLabel="Save changes"
            cancelTo={`${listPath(kind)}/${id}`}
            saving={save.isPending}
            error={save.isError ? errorMessage(save.error, SAMPLE_MESSAGES.saveFailed) : null}
            onSubmit={(body) => save.mutate(body)}
          />
        </Card>
      )}
    </div>
  );
}
