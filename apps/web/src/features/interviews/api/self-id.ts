import type { SelfIdInput, SelfIdSaved } from '@hiring/shared/self-id';
import { selfIdPath } from '@hiring/shared/self-id-constants';
import { publicRequest } from './candidate-interview';

/** POST /api/public/interviews/{token}/self-id: the candidate's voluntary answers, after submitting. */
export const saveSelfId = (token: string, input: SelfIdInput) =>
  publicRequest<SelfIdSaved>(selfIdPath(token), { method: 'POST', body: input });
