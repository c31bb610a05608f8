import { AuthLayout } from '../components/auth-layout';
import { useRedirectParam } from '../components/redirect-param';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const redirect = useRedirectParam();
  return (
    <AuthLayout title="Create your account" description="Set up your hiring workspace in a minute.">
      <RegisterForm redirect={redirect} signIn={{ to: '/auth/login' }} />
    </AuthLayout>
  );
}
