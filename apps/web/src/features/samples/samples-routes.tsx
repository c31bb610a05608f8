import type { FeatureRoutes } from '@/lib/feature-routes';
import type { JobFromSample } from './routes/sample-detail';

// The router loads this file with the app's first chunk (the /auth budget): it holds only the
// route table; every page is a lazy module.
const byKind = () => import('./routes/by-kind');
const overview = async () => (await import('./routes/overview')).SamplesOverviewRoute;
const preview = async () => (await import('./routes/interview-preview')).InterviewPreviewRoute;
const list = async () => (await byKind()).SampleListPage;
const create = async () => (await byKind()).SampleCreatePage;
const edit = async () => (await byKind()).SampleEditPage;

/**
 * The samples area (spec 02 §2.5): /samples, /samples/{kind}, .../create, .../{id},
 * .../edit/{id}, /samples/interviews/preview/{id}. The router puts it behind the samples
 * area's guard (owners, admins and the platform administrator) and hands in where 'Use this job
 * position' goes (the jobs feature).
 */
export function samplesRoutes({ loadJobFromSample }: { loadJobFromSample: () => Promise<JobFromSample> }): FeatureRoutes {
  return {
    app: [
      { path: 'samples', lazy: { Component: overview } },
      {
        path: 'samples/interviews/preview/:id',
        lazy: { Component: preview },
      },
      { path: 'samples/:kind', lazy: { Component: list } },
      { path: 'samples/:kind/create', lazy: { Component: create } },
      { path: 'samples/:kind/edit/:id', lazy: { Component: edit } },
      {
        path: 'samples/:kind/:id',
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const [{ SampleDetailPage }, jobFromSample] = await Promise.all([byKind(), loadJobFromSample()]);
            return () => <SampleDetailPage jobFromSample={jobFromSample} />;
          },
        },
      },
    ],
  };
}
