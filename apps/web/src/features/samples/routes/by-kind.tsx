import { SAMPLE_KINDS, type SampleKind } from '@hiring/shared/samples';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { SampleDetailRoute, type JobFromSample } from './sample-detail';
import { SampleCreateRoute, SampleEditRoute } from './sample-editor';
import { SampleListRoute } from './sample-list';

/** The kind named by the address (/samples/{kind}/...), or null for anything else. */
function useKind(): SampleKind | null {
  const { kind } = useParams();
  return (SAMPLE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SampleKind) : null;
}

function UnknownKind() {
  return (
    <div className="mx-auto max-w-4xl">
      <Alert
        variant="error"
        title="Page not found"
        action={
          <ButtonLink to="/samples" variant="secondary" size="sm">
            Back to Samples
          </ButtonLink>
        }
      >
        There is no such kind of sample.
      </Alert>
    </div>
  );
}

// One page a kind of route: the address names the kind, so the router holds four routes, not sixteen.
export function SampleListPage() {
  const kind = useKind();
  return kind ? <SampleListRoute key={kind} kind={kind} /> : <UnknownKind />;
}

export function SampleCreatePage() {
  const kind = useKind();
  return kind ? <SampleCreateRoute key={kind} kind={kind} /> : <UnknownKind />;
}

export function SampleEditPage() {
  const kind = useKind();
  return kind ? <SampleEditRoute key={kind} kind={kind} /> : <UnknownKind />;
}

export function SampleDetailPage({ jobFromSample }: { jobFromSample: JobFromSample }) {
  const kind = useKind();
  return kind ? <SampleDetailRoute key={kind} kind={kind} jobFromSample={jobFromSample} /> : <UnknownKind />;
}
