// The onboarding-plans feature's public entry: other features use only what is exported here.
export { onboardingPlansRoutes } from './onboarding-plans.routes.ts';
export { OnboardingPlansService } from './onboarding-plans.service.ts';
