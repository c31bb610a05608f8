import {
  COMPANY_FIELD_LABELS as LABELS,
  COMPANY_MESSAGES,
  COMPANY_SAVE_SUCCESS_MS,
  type CompanyContext,
  type CompanyFormField as FieldName,
  type CompanyFormVariant,
  companyCompletionPercent,
  isPlaceholderCompanyName,
  isValidWebsite,
  normalizeWebsite,
  type OptionItem,
  REQUIRED_COMPANY_FIELDS,
} from '@hiring/shared/company';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCompanyContext, useUpdateCompanyContext } from '../api/company-context';
import { useCompanyFormOptions } from '../api/get-form-options';

export type CompanyFormMode = 'view' | 'edit';

export interface CompanyFormProps {
  variant?: CompanyFormVariant;
  /** Opening mode; by default edit while fields are missing, view once all are filled. */
  initialMode?: CompanyFormMode;
  /** Called with every context the form loads or saves (the wizard reads has_all_fields). */
  onContextChange?: (context: CompanyContext) => void;
}

type Values = Record<FieldName, string>;

/** Industry, Company Size and Company Description carry the required mark (spec 02 §2.4). */
const REQUIRED: readonly FieldName[] = REQUIRED_COMPANY_FIELDS;

function valuesOf(context: CompanyContext | undefined): Values {
  return {
    // A 'Company-…' name is a placeholder and is not prefilled (spec 02 §5).
    name: context?.name && !isPlaceholderCompanyName(context.name) ? context.name : '',
    industry: context?.industry ?? '',
    size: context?.size ?? '',
    description: context?.description ?? '',
    website: context?.website ?? '',
  };
}

function labelOf(options: readonly OptionItem[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/**
 * The company form of spec 02 §2.4: variants full, compact and minimal, a view mode and an
 * edit mode, the completion percentage of the five fields, required marks with a red border
 * for the fields listed in missing_fields, the website rule of §5 (https:// added on save),
 * and a success message for 3 seconds after a save.
 */
export function CompanyForm({ variant = 'full', initialMode, onContextChange }: CompanyFormProps) {
  const query = useCompanyContext();
  const context = query.data;

  useEffect(() => {
    if (context) onContextChange?.(context);
  }, [context, onContextChange]);

  if (query.isPending) return <CompanyFormSkeleton variant={variant} />;
  if (query.isError || !context) {
    return (
      <Alert
        variant="error"
        title={COMPANY_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      />
    );
  }
  return <LoadedCompanyForm context={context} variant={variant} initialMode={initialMode} />;
}

function CompanyFormSkeleton({ variant }: { variant: CompanyFormVariant }) {
  return (
    <div role="status" aria-label="Loading company information" className="space-y-4">
      {variant === 'full' ? <Skeleton className="h-6 w-48" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}

function LoadedCompanyForm({
  context,
  variant,
  initialMode,
}: {
  context: CompanyContext;
  variant: CompanyFormVariant;
  initialMode?: CompanyFormMode;
}) {
  const [mode, setMode] = useState<CompanyFormMode>(initialMode ?? (context.has_all_fields ? 'view' : 'edit'));
  const [values, setValues] = useState<Values>(() => valuesOf(context));
  const [websiteError, setWebsiteError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useUpdateCompanyContext();
  const { industries, sizes } = useCompanyFormOptions();
  const headingId = useId();

  useEffect(() => () => clearTimeout(successTimer.current ?? undefined), []);

  const missing = new Set(context.missing_fields ?? []);
  const completion = companyCompletionPercent(mode === 'edit' ? values : context);

  const set = (name: FieldName, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setSaveError(null);
    if (name === 'website') setWebsiteError(isValidWebsite(value) ? null : COMPANY_MESSAGES.invalidWebsite);
  };

  const showSuccess = () => {
    setSuccess(true);
    clearTimeout(successTimer.current ?? undefined);
    successTimer.current = setTimeout(() => setSuccess(false), COMPANY_SAVE_SUCCESS_MS);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidWebsite(values.website)) {
      setWebsiteError(COMPANY_MESSAGES.invalidWebsite);
      return;
    }
    setSaveError(null);
    try {
      const saved = await mutation.mutateAsync({
        name: values.name.trim() || undefined,
        industry: values.industry || null,
        size: values.size || null,
        description: values.description.trim() || null,
        website: normalizeWebsite(values.website),
      });
      setValues(valuesOf(saved));
      setMode('view');
      showSuccess();
    } catch {
      setSaveError(COMPANY_MESSAGES.updateFailed);
    }
  };

  const body =
    mode === 'view' ? (
      <CompanyView
        context={context}
        industries={industries}
        sizes={sizes}
        missing={missing}
        onEdit={() => {
          setValues(valuesOf(context));
          setWebsiteError(null);
          setSuccess(false);
          setMode('edit');
        }}
      />
    ) : (
      <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate className="space-y-5">
        <div className={cn('grid gap-5', variant !== 'minimal' && 'sm:grid-cols-2')}>
          {variant !== 'minimal' ? (
            <TextField name="name" values={values} onChange={set} missing={missing} autoComplete="organization" />
          ) : null}
          <SelectField name="industry" options={industries} values={values} onChange={set} missing={missing} />
          <SelectField name="size" options={sizes} values={values} onChange={set} missing={missing} />
          <TextField
            name="website"
            values={values}
            onChange={set}
            missing={missing}
            error={websiteError}
            placeholder="example.com"
            hint="We add https:// when you leave it out."
            autoComplete="url"
          />
        </div>
        <TextAreaField name="description" values={values} onChange={set} missing={missing} rows={variant === 'full' ? 4 : 3} />
        {saveError ? <Alert variant="error">{saveError}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {context.has_all_fields ? (
            <Button
              variant="ghost"
              onClick={() => {
                setValues(valuesOf(context));
                setWebsiteError(null);
                setSaveError(null);
                setMode('view');
              }}
            >
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={mutation.isPending} disabled={websiteError !== null}>
            Save Company Information
          </Button>
        </div>
      </form>
    );

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={headingId} className={cn('font-semibold text-slate-900', variant === 'full' ? 'text-base' : 'text-sm')}>
          Company Information
        </h2>
        {variant === 'full' ? (
          <p className="mt-0.5 text-sm text-slate-500">Tailors AI recommendations and industry-specific interview questions.</p>
        ) : null}
      </div>
      <CompletionMeter percent={completion} compact={variant !== 'full'} />
    </div>
  );

  const successBanner = success ? (
    <Alert variant="success" className="mb-4">
      {COMPANY_MESSAGES.updated}
    </Alert>
  ) : null;

  if (variant === 'minimal') {
    return (
      <section aria-labelledby={headingId} className="space-y-4" data-variant="minimal">
        {header}
        {successBanner}
        {body}
      </section>
    );
  }
  return (
    <Card data-variant={variant} className={variant === 'compact' ? 'p-4' : 'p-6'}>
      <section aria-labelledby={headingId} className="space-y-5">
        {header}
        {successBanner}
        {body}
      </section>
    </Card>
  );
}

function CompletionMeter({ percent, compact }: { percent: number; compact: boolean }) {
  return (
    <div className={cn('flex items-center gap-2', compact ? 'w-36' : 'w-48')}>
      <div
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full', percent === 100 ? 'bg-emerald-500' : 'bg-indigo-500')} style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs font-medium text-slate-600 tabular-nums">{percent}% complete</span>
    </div>
  );
}

function RequiredMark() {
  return (
    <>
      <span className="ml-0.5 text-rose-600" aria-hidden="true">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

interface FieldProps {
  name: FieldName;
  values: Values;
  onChange: (name: FieldName, value: string) => void;
  missing: Set<string>;
}

function useFieldIds(name: FieldName, missing: Set<string>, error?: string | null, hint?: string) {
  const id = useId();
  const isMissing = missing.has(name) && REQUIRED.includes(name);
  const describedBy =
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null, isMissing && !error ? `${id}-missing` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, isMissing, describedBy };
}

function FieldLabel({ id, name }: { id: string; name: FieldName }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
      {LABELS[name]}
      {REQUIRED.includes(name) ? <RequiredMark /> : null}
    </label>
  );
}

function FieldNotes({ id, error, hint, isMissing }: { id: string; error?: string | null; hint?: string; isMissing: boolean }) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-rose-700">
        {error}
      </p>
    );
  return (
    <>
      {isMissing ? (
        <p id={`${id}-missing`} className="mt-1.5 text-xs text-rose-700">
          Needed for AI recommendations.
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </>
  );
}

const missingBorder = 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/20';

function TextField({
  name,
  values,
  onChange,
  missing,
  error,
  hint,
  placeholder,
  autoComplete,
}: FieldProps & { error?: string | null; hint?: string; placeholder?: string; autoComplete?: string }) {
  const { id, isMissing, describedBy } = useFieldIds(name, missing, error, hint);
  return (
    <div>
      <FieldLabel id={id} name={name} />
      <Input
        id={id}
        name={name}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-missing={isMissing || undefined}
        className={cn(isMissing && missingBorder)}
      />
      <FieldNotes id={id} error={error} hint={hint} isMissing={isMissing} />
    </div>
  );
}

function SelectField({ name, options, values, onChange, missing }: FieldProps & { options: readonly OptionItem[] }) {
  const { id, isMissing, describedBy } = useFieldIds(name, missing);
  const value = values[name];
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <FieldLabel id={id} name={name} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        aria-describedby={describedBy}
        aria-required
        data-missing={isMissing || undefined}
        className={cn(
          'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
          'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20',
          isMissing && missingBorder,
        )}
      >
        <option value="">Select {LABELS[name].toLowerCase()}</option>
        {!known && value ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} isMissing={isMissing} />
    </div>
  );
}

function TextAreaField({ name, values, onChange, missing, rows }: FieldProps & { rows: number }) {
  const { id, isMissing, describedBy } = useFieldIds(name, missing);
  return (
    <div>
      <FieldLabel id={id} name={name} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        aria-describedby={describedBy}
        aria-required
        data-missing={isMissing || undefined}
        placeholder="What your company does, its mission and culture."
        className={cn(
          'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400',
          'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20',
          isMissing && missingBorder,
        )}
      />
      <FieldNotes id={id} isMissing={isMissing} />
    </div>
  );
}

function CompanyView({
  context,
  industries,
  sizes,
  missing,
  onEdit,
}: {
  context: CompanyContext;
  industries: readonly OptionItem[];
  sizes: readonly OptionItem[];
  missing: Set<string>;
  onEdit: () => void;
}) {
  const rows: { name: FieldName; value: string }[] = [
    { name: 'name', value: isPlaceholderCompanyName(context.name) ? '' : (context.name ?? '') },
    { name: 'industry', value: context.industry ? labelOf(industries, context.industry) : '' },
    { name: 'size', value: context.size ? labelOf(sizes, context.size) : '' },
    { name: 'website', value: context.website ?? '' },
    { name: 'description', value: context.description ?? '' },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(({ name, value }) => (
          <div key={name} className={name === 'description' ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {LABELS[name]}
              {REQUIRED.includes(name) ? <RequiredMark /> : null}
            </dt>
            <dd className={cn('mt-1 text-sm', value ? 'text-slate-900' : missing.has(name) ? 'text-rose-700' : 'text-slate-400')}>
              {value ? (
                name === 'website' ? (
                  <a href={value} target="_blank" rel="noreferrer" className="text-indigo-600 hover:underline">
                    {value}
                  </a>
                ) : (
                  <span className="whitespace-pre-line">{value}</span>
                )
              ) : (
                'Not provided'
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onEdit} icon={<Icon name="settings" className="size-4" />}>
          Edit Company Information
        </Button>
      </div>
    </div>
  );
}
