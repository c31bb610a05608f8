import { JobListRoute } from './job-list';

/** The three list pages as route components. */
export const AllJobsRoute = () => <JobListRoute view="all" />;
export const ActiveJobsRoute = () => <JobListRoute view="active" />;
export const ArchivedJobsRoute = () => <JobListRoute view="archived" />;
