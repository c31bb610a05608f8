import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '@/components/ui/select';
import { interviewJobsQueryOptions } from '../api/interviews';
import { JobOptionsError } from './job-options-error';

/** The job position a report screen shows, kept in the address (`?job=`): empty for every position. */
export function useJobParam(): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('job') ?? '', (id) => setParams(id ? new URLSearchParams({ job: id }) : new URLSearchParams())];
}

/** A share from 0 to 1 as a whole percentage, or a dash when there is none. */
export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** The job position picker of a report screen's header, with the positions the role may read. */
export function JobFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const jobs = useQuery(interviewJobsQueryOptions());
  const selectId = useId();
  return (
    <div className="w-full sm:w-64">
      <label htmlFor={selectId} className="sr-only">
        Job position
      </label>
      <Select
        id={selectId}
        value={value}
        placeholder="All job positions"
        options={(jobs.data?.items ?? []).map((j) => ({ value: j.id, label: j.title }))}
        onChange={(e) => onChange(e.target.value)}
      />
      <JobOptionsError query={jobs} />
    </div>
  );
}
