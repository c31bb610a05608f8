import { type CandidateRequestType, RIGHTS_PATHS } from '@hiring/shared/candidate-rights-constants';
import type { CandidateRequestResult } from '@hiring/shared/candidate-rights';
import { API_BASE, ApiError } from '@/lib/api-client';
import { publicRequest } from './candidate-interview';

/** The candidate's rights through the link (issue 39): a request, and a copy of their data. */

export const sendCandidateRequest = (token: string, type: CandidateRequestType, text: string) =>
  publicRequest<CandidateRequestResult>(RIGHTS_PATHS.requests(encodeURIComponent(token)), { method: 'POST', body: { type, text } });

/** Downloads the copy as the file the server names; without the team's session, like every candidate call. */
export async function downloadCandidateData(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${RIGHTS_PATHS.export(encodeURIComponent(token))}`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    throw new ApiError({});
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError({ status: response.status, body });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-interview-data.json';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
