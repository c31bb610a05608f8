import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';
import type { JobDetailsValues } from './components/job-details-form';
import type { CompanyStepComponent } from './routes/create-job';
import type { JobQuestionPanels } from './routes/job-detail';

/** The address of the create wizard opened with job details (e.g. from a sample job position). */
export function jobCreateLocation(jobDetails: Partial<JobDetailsValues>): { to: string; state: { jobDetails: Partial<JobDetailsValues> } } {
  return { to: '/job-listing/create', state: { jobDetails } };
}

const lists = () => import('./routes/job-list-views');

const listRoutes: RouteObject[] = [
  { path: 'job-listing', lazy: { Component: async () => (await lists()).AllJobsRoute } },
  { path: 'job-listing/active', lazy: { Component: async () => (await lists()).ActiveJobsRoute } },
  { path: 'job-listing/archived', lazy: { Component: async () => (await lists()).ArchivedJobsRoute } },
];

const editRoute: RouteObject = {
  path: 'job-listing/edit/:id',
  lazy: { Component: async () => (await import('./routes/edit-job')).EditJobRoute },
};

interface JobsRouteDeps {
  /** Loads the company form for the wizard's first step; the router passes it in, so features never import each other. */
  loadCompanyStep: () => Promise<CompanyStepComponent>;
  /** Loads what the job detail shows of the position's questions (the questions feature's panels). */
  loadQuestionPanels: () => Promise<JobQuestionPanels>;
}

/**
 * The job listing area (spec 02 §2.1). Other /job-listing/* paths (questions screens of later
 * issues) keep the app's placeholder.
 */
export function jobsRoutes({ loadCompanyStep, loadQuestionPanels }: JobsRouteDeps): FeatureRoutes {
  const create: RouteObject = {
    path: 'job-listing/create',
    lazy: {
      // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
      Component: async () => {
        const [{ CreateJobRoute }, CompanyStep] = await Promise.all([import('./routes/create-job'), loadCompanyStep()]);
        return () => <CreateJobRoute CompanyStep={CompanyStep} />;
      },
    },
  };
  const detail: RouteObject = {
    path: 'job-listing/details/:id',
    lazy: {
      // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
      Component: async () => {
        const [{ JobDetailRoute }, panels] = await Promise.all([import('./routes/job-detail'), loadQuestionPanels()]);
        return () => <JobDetailRoute questionPanels={panels} />;
      },
    },
  };
  return { app: [...listRoutes, create, detail, editRoute] };
}
