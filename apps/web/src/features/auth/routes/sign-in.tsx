import { AuthLayout } from '../components/auth-layout';
import { LoginScreen } from '../components/login-screen';

/** /sign-in: sign-in without a sign-up link (spec 01 §2). */
export function SignInRoute() {
  return (
    <AuthLayout title="Sign in" description="Sign in to manage your job listings and interviews.">
      <LoginScreen forgotPassword={{ to: '/auth/forgot-password' }} />
    </AuthLayout>
  );
}
