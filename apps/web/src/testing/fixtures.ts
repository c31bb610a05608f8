import type { AuthSession, User } from '@hiring/shared/auth';
import type { Profile, ProfileSubscription } from '@hiring/shared/profile';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'user',
    email_verified: true,
    phone: null,
    position: null,
    department: null,
    location: null,
    bio: null,
    created_at: '2026-01-01T00:00:00.000Z',
    last_login: null,
    company: { id: 'c1', name: 'Acme' },
    ...overrides,
  };
}

export function makeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return { token: 'access-1', refresh_token: 'refresh-1', token_type: 'Bearer', expires_in: 900, user: makeUser(), ...overrides };
}

export function makeSubscription(overrides: Partial<ProfileSubscription> = {}): ProfileSubscription {
  return {
    subscription_active: false,
    trial_eligible: true,
    status: null,
    is_trial: false,
    plan_name: null,
    current_period_end: null,
    ...overrides,
  };
}

export function makeProfile(user: Partial<User> = {}, subscription: Partial<ProfileSubscription> = {}): Profile {
  return { user: makeUser(user), subscription: makeSubscription(subscription) };
}
