import type { Employee } from '@hiring/shared/team';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { MEMBER_PICKER_SIZE, memberQueryOptions, membersQueryOptions } from '../api/onboarding-plans';

const SEARCH_DELAY_MS = 300;

const label = (e: Employee) => `${`${e.first_name} ${e.last_name}`.trim() || e.email} (${e.email})`;

/**
 * Choose a member of the company: a search box narrows the members offered in the list below it
 * (the first 50 matches). The chosen member stays offered while other searches run.
 */
export function MemberPicker({
  value,
  onChange,
  error,
  preselectedId,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  preselectedId?: string;
}) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const seen = useRef(new Map<string, Employee>());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const members = useQuery(membersQueryOptions(search));
  const preselected = useQuery({ ...memberQueryOptions(preselectedId ?? ''), enabled: Boolean(preselectedId) });
  for (const e of [...(members.data?.items ?? []), ...(preselected.data ? [preselected.data] : [])]) seen.current.set(e.id, e);

  const listed = members.data?.items ?? [];
  const chosen = value ? seen.current.get(value) : undefined;
  const options = [...(chosen && !listed.some((e) => e.id === chosen.id) ? [chosen] : []), ...listed].map((e) => ({
    value: e.id,
    label: label(e),
  }));
  const total = members.data?.total_count ?? 0;
  const hint = members.isError
    ? errorMessage(members.error)
    : members.isPending
      ? 'Loading members…'
      : total === 0
        ? search
          ? `No member matches “${search}”.`
          : 'Your company has no members yet.'
        : total > MEMBER_PICKER_SIZE
          ? `Showing ${MEMBER_PICKER_SIZE} of ${total} members. Search to narrow the list.`
          : `${total} ${total === 1 ? 'member' : 'members'}.`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
          Find a member
        </label>
        <Input
          id={searchId}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Name, email or code"
          autoComplete="off"
        />
      </div>
      <Field label="Member" required error={error} hint={hint}>
        {(c) => (
          <Select
            {...c}
            name="user_id"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={members.isPending ? 'Loading…' : 'Select a member'}
            options={options}
          />
        )}
      </Field>
    </div>
  );
}
