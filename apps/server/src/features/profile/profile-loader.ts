import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Profile } from '@hiring/shared/profile';
import { type AuthContext, readWithSession, requireAuth } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import type { ProfileAccount } from '../users/index.ts';
import { findSessionProfile } from './profile.repository.ts';
import { currentAccount } from './profile.service.ts';

/** What the profile route shows, loaded for the request: the account and the company's subscription flags. */
export interface LoadedProfile {
  auth: AuthContext;
  account: ProfileAccount;
  subscription: Profile['subscription'];
}

/**
 * The request loading of `GET /profile`, in one place: `authenticate` is the route's hook, which
 * reads the session, the user's profile fields and the subscription row in one statement
 * (decisions 425, 475); `load(request)` gives the account and the flags whichever way they came.
 * When the session came from the session cache and the statement did not run, both are read here.
 * With the per-process read cache on (READ_CACHE_MS), the flags come from it (decision 090).
 */
export function profileLoader(app: FastifyInstance, auth: AuthService, billing: BillingService) {
  const session = readWithSession(app, async (db, sessionId, userId) => {
    const found = await findSessionProfile(db, sessionId, userId);
    return found && { account: found.account, read: found };
  });
  return {
    authenticate: session.authenticate,
    async load(request: FastifyRequest): Promise<LoadedProfile> {
      const caller = requireAuth(request);
      const found = session.readOf(request);
      const account = found?.account ?? (await currentAccount(auth, caller));
      const subscription =
        found && caller.companyId && !billing.profileCache.enabled
          ? billing.profileFlags(found.subscription)
          : await billing.getProfileSubscription(caller.companyId);
      return { auth: caller, account, subscription };
    },
  };
}
