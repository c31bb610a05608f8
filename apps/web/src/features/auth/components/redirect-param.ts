import { REDIRECT_QUERY_PARAM, safeRedirectPath } from '@hiring/shared/auth-constants';
import { useSearchParams } from 'react-router';

/** The safe, same-site path of the address's redirect parameter, or the default after sign-in. */
export function useRedirectParam(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get(REDIRECT_QUERY_PARAM));
}
