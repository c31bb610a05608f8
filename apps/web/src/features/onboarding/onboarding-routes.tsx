import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';
import type { CompanyStepComponent } from './routes/onboarding';

interface OnboardingRouteDeps {
  /** Loads the company form for the company-info step; the router passes it in, so features never import each other. */
  loadCompanyStep: () => Promise<CompanyStepComponent>;
}

/**
 * The new owner's onboarding (issue 15): /onboarding and /onboarding/{step} inside the app
 * shell. /onboarding/user/* (the admin's user onboarding plans) is another feature's area.
 */
export function onboardingRoutes({ loadCompanyStep }: OnboardingRouteDeps): FeatureRoutes {
  const lazy = {
    // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
    Component: async () => {
      const [{ OnboardingRoute }, CompanyStep] = await Promise.all([import('./routes/onboarding'), loadCompanyStep()]);
      return () => <OnboardingRoute CompanyStep={CompanyStep} />;
    },
  };
  const routes: RouteObject[] = [
    { path: 'onboarding', lazy: { ...lazy } },
    { path: 'onboarding/:step', lazy: { ...lazy } },
  ];
  return { app: routes };
}

/** The dashboard's setup card (and its one-time redirect), loaded with the dashboard. */
export const loadOnboardingSetupCard = async () => {
  const { OnboardingSetupCard, useSetupCardSettled } = await import('./components/setup-card');
  return { Card: OnboardingSetupCard, useSettled: useSetupCardSettled };
};
