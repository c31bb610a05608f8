import { MIN_PASSWORD_LENGTH } from '@hiring/shared/auth';
import { useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout
      title="Set a new password"
      description={`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`}
      withMarketing={false}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
