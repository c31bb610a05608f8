import { jobStatusLabel } from '@hiring/shared/job-status';
import { INTERVIEW_STATUS_LABELS, type InterviewStatus } from '@hiring/shared/interview-constants';
import { roleDisplayName } from '@hiring/shared/roles';
import {
  candidateSearchPath,
  companySearchPath,
  jobSearchPath,
  memberSearchPath,
  PLATFORM_SEARCH_MESSAGES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
} from '@hiring/shared/search-constants';
import type { PlatformSearchResult, SearchResult } from '@hiring/shared/search';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { platformSearchQueryOptions, searchQueryOptions } from '../api/search';

/** Whose rows the box searches: the caller's company, or every company (the platform administrator). */
export type SearchScope = 'company' | 'platform';

interface Option {
  key: string;
  group: 'jobs' | 'candidates' | 'members' | 'companies' | 'users';
  path: string;
  label: string;
  detail: string;
}

type Group = { key: Option['group']; label: string; icon: IconName };
const GROUPS: Readonly<Record<SearchScope, readonly Group[]>> = {
  company: [
    { key: 'jobs', label: 'Jobs', icon: 'briefcase' },
    { key: 'candidates', label: 'Candidates', icon: 'users' },
    { key: 'members', label: 'Team members', icon: 'user' },
  ],
  platform: [
    { key: 'companies', label: 'Companies', icon: 'building' },
    { key: 'users', label: 'Employees', icon: 'user' },
  ],
};

const PLACEHOLDER: Readonly<Record<SearchScope, string>> = {
  company: SEARCH_MESSAGES.placeholder,
  platform: PLATFORM_SEARCH_MESSAGES.placeholder,
};
const NO_RESULTS: Readonly<Record<SearchScope, string>> = {
  company: SEARCH_MESSAGES.noResults,
  platform: PLATFORM_SEARCH_MESSAGES.noResults,
};

function platformOptions(result: PlatformSearchResult | undefined): Option[] {
  if (!result) return [];
  return [
    ...result.companies.map((c) => ({
      key: `company-${c.id}`,
      group: 'companies' as const,
      path: companySearchPath(c.id),
      label: c.name,
      detail: c.industry ?? '',
    })),
    ...result.users.map((u) => ({
      key: `user-${u.id}`,
      group: 'users' as const,
      path: memberSearchPath(u.id),
      label: u.name,
      // The company and role first: on a phone the line is cut at the end, and the email is the longest part.
      detail: [u.company_name, roleDisplayName(u.role), u.email !== u.name ? u.email : ''].filter(Boolean).join(' · '),
    })),
  ];
}

function toOptions(result: SearchResult | undefined): Option[] {
  if (!result) return [];
  return [
    ...result.jobs.map((j) => ({
      key: `job-${j.id}`,
      group: 'jobs' as const,
      path: jobSearchPath(j.id),
      label: j.title,
      detail: [j.department, jobStatusLabel(j.status)].filter(Boolean).join(' · '),
    })),
    ...result.candidates.map((c) => ({
      key: `candidate-${c.id}`,
      group: 'candidates' as const,
      path: candidateSearchPath(c.id),
      label: c.name,
      // The job and status first: on a phone the line is cut at the end, and the email is the longest part.
      detail: [c.job_title, INTERVIEW_STATUS_LABELS[c.status as InterviewStatus] ?? c.status, c.email !== c.name ? c.email : '']
        .filter(Boolean)
        .join(' · '),
    })),
    ...result.members.map((m) => ({
      key: `member-${m.id}`,
      group: 'members' as const,
      path: memberSearchPath(m.id),
      label: m.name,
      detail: `${m.email} · ${roleDisplayName(m.role)}`,
    })),
  ];
}

/**
 * The top-bar search (docs/decisions/380-top-bar-search.md): an ARIA combobox whose listbox
 * holds the company's jobs, candidates and members (420-search-candidates.md), or for the
 * platform administrator every company and employee (decision 551). Requests wait for a pause in
 * typing; arrow keys move, Enter opens, Escape closes.
 */
export function GlobalSearch({ scope = 'company' }: { scope?: SearchScope }) {
  const navigate = useNavigate();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const statusId = `${ids}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option by key: a new answer without it highlights nothing.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const wanted = text.trim().slice(0, SEARCH_LIMITS.maxQueryLength);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(wanted), SEARCH_LIMITS.debounceMs);
    return () => clearTimeout(timer);
  }, [wanted]);

  const companyQuery = useQuery({ ...searchQueryOptions(debounced), enabled: scope === 'company' && debounced.length > 0 });
  const platformQuery = useQuery({ ...platformSearchQueryOptions(debounced), enabled: scope === 'platform' && debounced.length > 0 });
  const query = scope === 'platform' ? platformQuery : companyQuery;
  const options = useMemo(() => {
    if (debounced !== wanted) return [];
    return scope === 'platform' ? platformOptions(platformQuery.data) : toOptions(companyQuery.data);
  }, [scope, companyQuery.data, platformQuery.data, debounced, wanted]);
  const active = options.findIndex((o) => o.key === activeKey);

  const typing = wanted.length > 0 && (wanted !== debounced || query.isPending);
  const status = !wanted
    ? ''
    : typing
      ? SEARCH_MESSAGES.searching
      : query.isError
        ? SEARCH_MESSAGES.failed
        : options.length === 0
          ? NO_RESULTS[scope]
          : `${options.length} ${options.length === 1 ? 'result' : 'results'}`;
  const popupOpen = open && wanted.length > 0;
  const listOpen = popupOpen && options.length > 0 && !typing;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setText('');
    setDebounced('');
    inputRef.current?.blur();
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (!listOpen || options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = active < 0 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case 'Enter':
        if (!listOpen) return;
        event.preventDefault();
        choose(options[Math.max(active, 0)]);
        return;
      case 'Escape':
        if (popupOpen) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  const activeOption = listOpen && active >= 0 ? options[active] : undefined;
  const optionId = (option: Option) => `${ids}-${option.key}`;

  return (
    <search className="relative w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_LIMITS.maxQueryLength}
        placeholder={PLACEHOLDER[scope]}
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-describedby={statusId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-600"
      />
      <span id={statusId} role="status" className="sr-only">
        {popupOpen ? status : ''}
      </span>
      <div
        hidden={!popupOpen}
        className="fixed inset-x-2 top-14 z-30 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-1 sm:w-full sm:min-w-[22rem]"
      >
        {popupOpen && !listOpen ? (
          // The status region above says the same to screen readers.
          <p
            aria-hidden="true"
            data-testid="search-state"
            className={cn('flex items-center gap-2 px-3 py-2 text-sm', query.isError && !typing ? 'text-red-700' : 'text-slate-600')}
          >
            {typing ? (
              <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" />
            ) : null}
            {status}
          </p>
        ) : null}
        {/* Pressing an option must not blur the input first (which would close the list). */}
        <div id={listId} role="listbox" aria-label="Search results" hidden={!listOpen} onMouseDown={(e) => e.preventDefault()}>
          {GROUPS[scope].map((group) => {
            const inGroup = options.filter((o) => o.group === group.key);
            if (inGroup.length === 0) return null;
            const headingId = `${ids}-group-${group.key}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, and a fieldset is not one
              <div key={group.key} role="group" aria-labelledby={headingId}>
                <div
                  id={headingId}
                  role="presentation"
                  className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                >
                  {group.label}
                </div>
                {inGroup.map((option) => {
                  const selected = option === activeOption;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                    <div
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={selected}
                      onClick={() => choose(option)}
                      onMouseMove={() => setActiveKey(option.key)}
                      className={cn('flex cursor-pointer items-start gap-2.5 px-3 py-2', selected ? 'bg-indigo-50' : 'hover:bg-slate-50')}
                    >
                      <Icon name={group.icon} className="mt-0.5 size-4 shrink-0 text-slate-400" />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium text-slate-900">{option.label}</span>
                        <span className="block truncate text-xs text-slate-600">{option.detail}</span>
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </search>
  );
}
