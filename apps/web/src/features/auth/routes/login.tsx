import { AuthLayout } from '../components/auth-layout';
import { LoginScreen } from '../components/login-screen';

/** /auth/login: sign-in with a sign-up link (spec 01 §2). */
export function LoginRoute() {
  return (
    <AuthLayout title="Welcome back" description="Sign in to manage your job listings and interviews.">
      <LoginScreen signUp={{ to: '/auth/register' }} forgotPassword={{ to: '/auth/forgot-password' }} />
    </AuthLayout>
  );
}
