import type { FeatureRoutes } from '@/lib/feature-routes';

/** Sign-in, registration and password pages (spec 01 §2, §3). */
export const authRoutes: FeatureRoutes = {
  public: [
    { path: 'auth', lazy: { Component: async () => (await import('./routes/auth')).AuthRoute } },
    { path: 'auth/login', lazy: { Component: async () => (await import('./routes/login')).LoginRoute } },
    // The second sign-in step of an account with two-factor on; the challenge comes in the navigation state.
    { path: 'auth/two-factor', lazy: { Component: async () => (await import('./routes/two-factor')).TwoFactorRoute } },
    { path: 'sign-in', lazy: { Component: async () => (await import('./routes/sign-in')).SignInRoute } },
    { path: 'auth/register', lazy: { Component: async () => (await import('./routes/register')).RegisterRoute } },
    { path: 'auth/forgot-password', lazy: { Component: async () => (await import('./routes/forgot-password')).ForgotPasswordRoute } },
    { path: 'auth/reset-password/:token', lazy: { Component: async () => (await import('./routes/reset-password')).ResetPasswordRoute } },
  ],
  session: [
    { path: 'auth/verify-email/:token', lazy: { Component: async () => (await import('./routes/verify-email')).VerifyEmailRoute } },
    // An invitation link: registers or signs in, then joins the inviting company.
    { path: 'auth/accept-invite/:token', lazy: { Component: async () => (await import('./routes/accept-invite')).AcceptInviteRoute } },
  ],
};
