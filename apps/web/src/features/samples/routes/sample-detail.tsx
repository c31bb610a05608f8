import { canAccessPath } from '@hiring/shared/roles';
import {
  SAMPLE_MESSAGES,
  type SampleInterview,
  type SampleJobPosition,
  type SampleJobPosting,
  type SampleKind,
  type SampleTeam,
} from '@hiring/shared/samples';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { type AnySample, deleteSample, sampleKeys, sampleQueryOptions } from '../api/samples';
import { KINDS, listPath, sizeLabel } from '../components/kinds';
import { Chips, LibraryBadge, useKeepsLibrary } from '../components/parts';

/** Where 'Use this job position' goes: the job wizard, prefilled; the router builds it (features never import each other). */
export type JobFromSample = (position: SampleJobPosition) => { to: string; state: unknown };

/** The back link, heading and load states every sample page shares. */
export function useSample(kind: SampleKind) {
  const { id = '' } = useParams();
  return { id, query: useQuery(sampleQueryOptions(kind, id)) };
}

export function SampleLoadState({ kind, query }: { kind: SampleKind; query: ReturnType<typeof useSample>['query'] }) {
  if (query.isPending) {
    return (
      <Card className="space-y-3 p-6" aria-busy="true">
        <span className="sr-only" role="status">
          Loading
        </span>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  }
  return (
    <Alert
      variant="error"
      title={SAMPLE_MESSAGES.errorTitle}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
          <ButtonLink to={listPath(kind)} variant="ghost" size="sm">
            Back to {KINDS[kind].title}
          </ButtonLink>
        </div>
      }
    >
      {errorMessage(query.error, SAMPLE_MESSAGES.fetchFailed)}
    </Alert>
  );
}

export function BackToList({ kind }: { kind: SampleKind }) {
  return (
    <Link to={listPath(kind)} className="inline-flex items-center gap-1 hover:underline">
      <Icon name="chevron-left" className="size-4" />
      {KINDS[kind].title}
    </Link>
  );
}

/**
 * /samples/{kind}/{id}: every field. A company's owners and admins edit and delete their own rows,
 * not the library's; the platform administrator, who keeps the library, edits and deletes every
 * row, as the server lets them (decision 400).
 */
export function SampleDetailRoute({ kind, jobFromSample }: { kind: SampleKind; jobFromSample?: JobFromSample }) {
  const def = KINDS[kind];
  const { id, query } = useSample(kind);
  const keeper = useKeepsLibrary();
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteSample(kind, id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: sampleKeys.one(kind, id) });
      await queryClient.invalidateQueries({ queryKey: [...sampleKeys.all, kind] });
      navigate(listPath(kind), { replace: true });
    },
  });

  if (!query.data) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader eyebrow={<BackToList kind={kind} />} title={def.title} />
        <SampleLoadState kind={kind} query={query} />
      </div>
    );
  }
  const item = query.data as AnySample;
  const name = 'name' in item ? item.name : item.title;
  const changeable = keeper || !item.library;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={<BackToList kind={kind} />}
        title={name}
        description={<LibraryBadge library={item.library} />}
        actions={
          <>
            {/* The job wizard is a company's screen: the platform administrator, who has none, is not offered it. */}
            {kind === 'job-positions' && jobFromSample && canAccessPath(role, '/job-listing/create') ? (
              <Button
                onClick={() => {
                  const target = jobFromSample(item as SampleJobPosition);
                  navigate(target.to, { state: target.state });
                }}
                icon={<Icon name="arrow-right" className="size-4" />}
              >
                Use this job position
              </Button>
            ) : null}
            {kind === 'interviews' ? (
              <ButtonLink
                to={`/samples/interviews/preview/${item.id}`}
                variant="secondary"
                icon={<Icon name="external-link" className="size-4" />}
              >
                Preview
              </ButtonLink>
            ) : null}
            {changeable ? (
              <>
                <ButtonLink to={`${listPath(kind)}/edit/${item.id}`} variant="secondary">
                  Edit
                </ButtonLink>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Ownership item={item} keeper={keeper} />
      {remove.isError ? (
        <Alert variant="error" className="mb-5">
          {errorMessage(remove.error, SAMPLE_MESSAGES.deleteFailed)}
        </Alert>
      ) : null}
      <Card className="px-6 py-3">
        <Details kind={kind} item={item} />
      </Card>
      {confirming ? (
        <ConfirmDialog
          title={`Delete this sample ${def.noun}?`}
          description={
            keeper && item.library
              ? `“${name}” leaves the library of every company. A sample the platform ships with comes back at the platform's next start.`
              : `“${name}” will be deleted. This cannot be undone.`
          }
          confirmLabel={`Delete ${def.noun}`}
          destructive
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}

/** Whose sample this is, where the badge alone would not say what the reader may do with it. */
function Ownership({ item, keeper }: { item: AnySample; keeper: boolean }) {
  if (!keeper) {
    return item.library ? (
      <Alert variant="info" className="mb-5">
        This sample is part of the platform's library: you can use it, but not change it.
      </Alert>
    ) : null;
  }
  if (item.library) {
    return (
      <Alert variant="info" className="mb-5">
        This sample is part of the platform's library: every company reads it, and your changes reach them all.
      </Alert>
    );
  }
  return (
    <Alert
      variant="info"
      className="mb-5"
      action={
        item.company_id ? (
          <ButtonLink to={`/org/company/details/${encodeURIComponent(item.company_id)}`} variant="secondary" size="sm">
            Open the company
          </ButtonLink>
        ) : undefined
      }
    >
      This sample belongs to one company: only that company reads it.
    </Alert>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900 sm:col-span-2">
        {children || <span className="text-slate-500">—</span>}
      </dd>
    </div>
  );
}

function Details({ kind, item }: { kind: SampleKind; item: AnySample }) {
  if (kind === 'teams') {
    const t = item as SampleTeam;
    return (
      <dl className="divide-y divide-slate-100">
        <Row label="Industry">{t.industry}</Row>
        <Row label="Team size">{sizeLabel(t.size)}</Row>
        <Row label="Employees">{t.employee_count ?? ''}</Row>
        <Row label="Location">{t.location}</Row>
        <Row label="Departments">
          <Chips items={t.departments} label="Departments" />
        </Row>
        <Row label="Description">{t.description}</Row>
      </dl>
    );
  }
  if (kind === 'job-postings') {
    const p = item as SampleJobPosting;
    return (
      <dl className="divide-y divide-slate-100">
        <Row label="Company">{p.company_name}</Row>
        <Row label="Industry">{p.industry}</Row>
        <Row label="Role">{p.role_type}</Row>
        <Row label="Job type">{p.job_type}</Row>
        <Row label="Location">{p.location}</Row>
        <Row label="Salary range">{p.salary_range}</Row>
        <Row label="Post date">{p.post_date}</Row>
        <Row label="Skills">
          <Chips items={p.skills} label="Skills" />
        </Row>
        <Row label="Description">{p.description}</Row>
      </dl>
    );
  }
  if (kind === 'job-positions') {
    const p = item as SampleJobPosition;
    return (
      <dl className="divide-y divide-slate-100">
        <Row label="Department">{p.department}</Row>
        <Row label="Level">{p.level}</Row>
        <Row label="Industry">{p.industry}</Row>
        <Row label="Role">{p.role_type}</Row>
        <Row label="Experience required">{p.experience_required === null ? '' : `${p.experience_required} years`}</Row>
        <Row label="Required skills">
          <Chips items={p.required_skills} label="Required skills" />
        </Row>
        <Row label="Description">{p.description}</Row>
        <Row label="Requirements">{p.requirements}</Row>
        <Row label="Responsibilities">{p.responsibilities}</Row>
      </dl>
    );
  }
  const i = item as SampleInterview;
  return (
    <>
      <dl className="divide-y divide-slate-100">
        <Row label="Role">{i.role_type}</Row>
        <Row label="Difficulty">{i.difficulty}</Row>
        <Row label="Format">{i.format}</Row>
        <Row label="Estimated duration">{i.estimated_duration ? `${i.estimated_duration} minutes` : ''}</Row>
        <Row label="Topics">
          <Chips items={i.topics} label="Topics" />
        </Row>
        <Row label="Description">{i.description}</Row>
      </dl>
      <h2 className="mt-4 text-base font-semibold text-slate-900">Questions ({i.question_count})</h2>
      <ol className="mt-3 mb-3 space-y-3">
        {i.questions.map((q, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are a fixed list; two may read the same.
          <li key={`${n}-${q.text}`} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm text-slate-900">
              <span className="font-medium">{n + 1}.</span> {q.text}
            </p>
            {q.assesses ? <p className="mt-1 text-xs text-slate-600">Assesses: {q.assesses}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
