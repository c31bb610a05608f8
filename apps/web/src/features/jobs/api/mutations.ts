import type {
  AnalyzeJobRequest,
  AnalyzeJobResponse,
  CreateJobPositionInput,
  JobDescriptionFile,
  JobPosition,
  UpdateJobPositionInput,
} from '@hiring/shared/job-positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const byId = (id: string) => `/app/job-positions/${encodeURIComponent(id)}`;

/** POST /api/app/job-positions/analyze: the AI analysis of the wizard's step 3. */
export function analyzeJob(body: AnalyzeJobRequest): Promise<AnalyzeJobResponse> {
  return apiRequest<AnalyzeJobResponse>('/app/job-positions/analyze', { method: 'POST', body });
}

export function useAnalyzeJob() {
  return useMutation({ mutationFn: analyzeJob });
}

/** POST /api/app/job-positions: the create payload of spec 02 §3 with the chosen goals. */
export function createJobPosition(body: CreateJobPositionInput): Promise<JobPosition> {
  return apiRequest<JobPosition>('/app/job-positions', { method: 'POST', body });
}

export function useCreateJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobPosition,
    onSuccess: async (job) => {
      queryClient.setQueryData(['job-positions', 'detail', job.id], job);
      await queryClient.invalidateQueries({ queryKey: ['job-positions', 'list'] });
    },
  });
}

/** PUT /api/app/job-positions/{id} */
export function updateJobPosition({ id, body }: { id: string; body: UpdateJobPositionInput }): Promise<JobPosition> {
  return apiRequest<JobPosition>(byId(id), { method: 'PUT', body });
}

/** PATCH /api/app/job-positions/{id}/status with {status} */
export function updateJobStatus({ id, status }: { id: string; status: string }): Promise<JobPosition> {
  return apiRequest<JobPosition>(`${byId(id)}/status`, { method: 'PATCH', body: { status } });
}

function useJobChange<V extends { id: string }>(fn: (vars: V) => Promise<JobPosition>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (job) => {
      queryClient.setQueryData(['job-positions', 'detail', job.id], job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['job-positions', 'workflow', job.id] }),
        queryClient.invalidateQueries({ queryKey: ['job-positions', 'list'] }),
      ]);
    },
  });
}

export const useUpdateJobPosition = () => useJobChange(updateJobPosition);
export const useUpdateJobStatus = () => useJobChange(updateJobStatus);

/** POST /api/app/job-positions/description-file: the text of a PDF, Word or text file (issue 34). */
export function readDescriptionFile(file: File): Promise<JobDescriptionFile> {
  return apiRequest<JobDescriptionFile>(`/app/job-positions/description-file?file_name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    file,
  });
}

export function useReadDescriptionFile() {
  return useMutation({ mutationFn: readDescriptionFile });
}
