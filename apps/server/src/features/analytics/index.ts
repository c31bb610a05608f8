// The analytics feature's public entry: other features use only what is exported here.
export { analyticsRoutes } from './analytics.routes.ts';
export { AnalyticsService } from './analytics.service.ts';
