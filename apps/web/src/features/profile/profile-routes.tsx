import type { ProfileSubscription } from '@hiring/shared/profile';
import type { ComponentType } from 'react';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** The subscription panel of /profile; billing provides it and app/ passes it in. */
export type SubscriptionPanelComponent = ComponentType<{ flags: ProfileSubscription }>;

interface ProfileRouteDeps {
  loadSubscriptionPanel: () => Promise<SubscriptionPanelComponent>;
}

/**
 * /profile (spec 02 §2.4). The other /profile/* pages stay the app's placeholders; the
 * subscription panel comes from billing through the router, so features never import each other.
 */
export function profileRoutes({ loadSubscriptionPanel }: ProfileRouteDeps): FeatureRoutes {
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
    ],
  };
}
