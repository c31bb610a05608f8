import { Navigate, useParams } from 'react-router';
import { planPath } from '../paths';

/** /billing/subscription/{id} redirects to plan?packageId={id} (spec 01 §2). */
export function PackageRedirectRoute() {
  const { id } = useParams();
  return <Navigate to={planPath(id)} replace />;
}
