import type { RouteObject } from 'react-router';

/**
 * What a feature's `<f>-routes.tsx` declares: its pages by where they mount. The router in
 * app/ composes them and adds the guards; every page is a lazy route, so declaring routes
 * pulls no feature code into the first load.
 */
export interface FeatureRoutes {
  /** Signed-out pages outside the data layer (the sign-in screens). */
  public?: RouteObject[];
  /** Pages that read server data but need no account (email links, the dev mailbox). */
  session?: RouteObject[];
  /** Signed-in pages inside the app shell. */
  app?: RouteObject[];
}
