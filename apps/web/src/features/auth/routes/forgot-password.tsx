import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Reset your password" description="Enter your email and we'll send you a reset link." withMarketing={false}>
      <ForgotPasswordForm signIn={{ to: '/auth/login' }} />
    </AuthLayout>
  );
}
