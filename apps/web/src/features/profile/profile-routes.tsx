import type { ProfileSubscription } from '@hiring/shared/profile';
import type { ComponentType } from 'react';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** The subscription panel of /profile; billing provides it and app/ passes it in. */
export type SubscriptionPanelComponent = ComponentType<{ flags: ProfileSubscription }>;

/** The embedded company form of /profile/settings; the company feature provides it. */
export type CompanySectionComponent = ComponentType<{ variant?: 'full' | 'compact' | 'minimal' }>;

interface ProfileRouteDeps {
  loadSubscriptionPanel: () => Promise<SubscriptionPanelComponent>;
  loadCompanySection: () => Promise<CompanySectionComponent>;
}

/**
 * /profile (spec 02 §2.4). The other /profile/* pages stay the app's placeholders; the
 * subscription panel comes from billing through the router, so features never import each other.
 */
export function profileRoutes({ loadSubscriptionPanel, loadCompanySection }: ProfileRouteDeps): FeatureRoutes {
  return {
    app: [
      {
        path: 'profile',
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const [{ ProfileOverviewRoute }, SubscriptionPanel] = await Promise.all([
              import('./routes/profile-overview'),
              loadSubscriptionPanel(),
            ]);
            return () => <ProfileOverviewRoute SubscriptionPanel={SubscriptionPanel} />;
          },
        },
      },
      {
        path: 'profile/settings',
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const [{ ProfileSettingsRoute }, CompanySection] = await Promise.all([
              import('./routes/profile-settings'),
              loadCompanySection(),
            ]);
            return () => <ProfileSettingsRoute CompanySection={CompanySection} />;
          },
        },
      },
    ],
  };
}
