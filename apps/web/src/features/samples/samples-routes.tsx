import type { SampleKind } from '@hiring/shared/samples';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';
import type { JobFromSample } from './routes/sample-detail';

export type { JobFromSample } from './routes/sample-detail';

// Written out, not imported: the router loads this file eagerly and the shared module carries zod schemas.
const SAMPLE_KINDS: SampleKind[] = ['teams', 'job-postings', 'job-positions', 'interviews'];

const lists = () => import('./routes/sample-list');
const detail = () => import('./routes/sample-detail');
const editor = () => import('./routes/sample-editor');

interface SamplesRouteDeps {
  /** 'Use this job position': loads where the job wizard is and what it opens with (the router composes the jobs feature). */
  loadJobFromSample: () => Promise<JobFromSample>;
}

function kindRoutes(kind: SampleKind, deps: SamplesRouteDeps): RouteObject[] {
  return [
    {
      path: `samples/${kind}`,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
        Component: async () => {
          const { SampleListRoute } = await lists();
          return () => <SampleListRoute kind={kind} />;
        },
      },
    },
    {
      path: `samples/${kind}/create`,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
        Component: async () => {
          const { SampleCreateRoute } = await editor();
          return () => <SampleCreateRoute kind={kind} />;
        },
      },
    },
    {
      path: `samples/${kind}/edit/:id`,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
        Component: async () => {
          const { SampleEditRoute } = await editor();
          return () => <SampleEditRoute kind={kind} />;
        },
      },
    },
    {
      path: `samples/${kind}/:id`,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
        Component: async () => {
          const [{ SampleDetailRoute }, jobFromSample] = await Promise.all([
            detail(),
            kind === 'job-positions' ? deps.loadJobFromSample() : Promise.resolve(undefined),
          ]);
          return () => <SampleDetailRoute kind={kind} jobFromSample={jobFromSample} />;
        },
      },
    },
  ];
}

const overviewRoute: RouteObject = {
  path: 'samples',
  lazy: { Component: async () => (await import('./routes/overview')).SamplesOverviewRoute },
};
const previewRoute: RouteObject = {
  path: 'samples/interviews/preview/:id',
  lazy: { Component: async () => (await import('./routes/interview-preview')).InterviewPreviewRoute },
};

/** The samples area (spec 02 §2.5); the router puts it behind the admin-or-owner guard. */
export function samplesRoutes(deps: SamplesRouteDeps): FeatureRoutes {
  return { app: [overviewRoute, ...SAMPLE_KINDS.flatMap((kind) => kindRoutes(kind, deps)), previewRoute] };
}
