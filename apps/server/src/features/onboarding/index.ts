// The onboarding feature's public entry: other features use only what is exported here.
export { onboardingRoutes } from './onboarding.routes.ts';
export { OnboardingService } from './onboarding.service.ts';
export { onboardingStates } from './onboarding.table.ts';
