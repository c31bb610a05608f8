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
  type OptionItem,
  REQUIRED_COMPANY_FIELDS,
  updateCompanyContextSchema,
} from '@hiring/shared/company';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Field, type FieldControlProps, RequiredMark } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
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
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<'saved' | 'unchanged' | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useUpdateCompanyContext();
  const { industries, sizes } = useCompanyFormOptions();
  const headingId = useId();
  const form = useSchemaForm(updateCompanyContextSchema, { defaultValues: valuesOf(context) });
  const values = form.watch() as Values;
  const dirty = form.formState.isDirty;

  useEffect(() => () => clearTimeout(successTimer.current ?? undefined), []);

  const missing = new Set(context.missing_fields ?? []);
  const completion = companyCompletionPercent(mode === 'edit' ? values : context);
  // The website rule shows as the user types (spec 02 §5); the schema checks it again on save.
  const websiteError = isValidWebsite(values.website) ? errorOf(form, 'website') : COMPANY_MESSAGES.invalidWebsite;

  const showSaved = () => {
    setNotice('saved');
    clearTimeout(successTimer.current ?? undefined);
    successTimer.current = setTimeout(() => setNotice(null), COMPANY_SAVE_SUCCESS_MS);
  };

  const edit = (next: CompanyFormMode) => {
    form.reset(valuesOf(context));
    setSaveError(null);
    setNotice(null);
    setMode(next);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setSaveError(null);
    // Nothing typed since the form opened: no call, and no claim that anything was updated.
    if (!dirty) {
      setNotice('unchanged');
      return;
    }
    try {
      const saved = await mutation.mutateAsync(body);
      form.reset(valuesOf(saved));
      setMode('view');
      showSaved();
    } catch (error) {
      setServerErrors(form, error);
      setSaveError(COMPANY_MESSAGES.updateFailed);
    }
  });

  const fieldProps = (name: FieldName) => ({ name, form, missing });

  const body =
    mode === 'view' ? (
      <CompanyView context={context} industries={industries} sizes={sizes} missing={missing} onEdit={() => edit('edit')} />
    ) : (
      <form onSubmit={onSubmit} onChange={() => setNotice(null)} aria-labelledby={headingId} noValidate className="space-y-5">
        <div className={cn('grid gap-5', variant !== 'minimal' && 'sm:grid-cols-2')}>
          {variant !== 'minimal' ? (
            <CompanyField {...fieldProps('name')}>{(p) => <Input {...p} autoComplete="organization" />}</CompanyField>
          ) : null}
          <CompanyField {...fieldProps('industry')}>
            {(p) => <Select {...p} options={industries} placeholder={`Select ${LABELS.industry.toLowerCase()}`} />}
          </CompanyField>
          <CompanyField {...fieldProps('size')}>
            {(p) => <Select {...p} options={sizes} placeholder={`Select ${LABELS.size.toLowerCase()}`} />}
          </CompanyField>
          <CompanyField {...fieldProps('website')} error={websiteError} hint="We add https:// when you leave it out.">
            {(p) => <Input {...p} placeholder="example.com" autoComplete="url" />}
          </CompanyField>
        </div>
        <CompanyField {...fieldProps('description')}>
          {(p) => <Textarea {...p} rows={variant === 'full' ? 4 : 3} placeholder="What your company does, its mission and culture." />}
        </CompanyField>
        {saveError ? <Alert variant="error">{saveError}</Alert> : null}
        {notice === 'unchanged' ? (
          <p role="status" className="text-sm text-slate-600">
            {COMPANY_MESSAGES.nothingChanged}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {context.has_all_fields ? (
            <Button variant="ghost" onClick={() => edit('view')}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={mutation.isPending} disabled={websiteError !== undefined}>
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

  const successBanner =
    notice === 'saved' ? (
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

type CompanyFormApi = ReturnType<typeof useSchemaForm<typeof updateCompanyContextSchema>>;

/**
 * One company field on the shared Field: the required mark for Industry, Company Size and
 * Company Description, and for those listed in missing_fields a red border and a note saying
 * why they matter (spec 02 §2.4).
 */
function CompanyField({
  name,
  form,
  missing,
  error,
  hint,
  children,
}: {
  name: FieldName;
  form: CompanyFormApi;
  missing: Set<string>;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps & ReturnType<CompanyFormApi['register']> & { 'data-missing'?: true }) => ReactNode;
}) {
  const required = REQUIRED.includes(name);
  const isMissing = required && missing.has(name);
  const message = error ?? errorOf(form, name);
  return (
    <Field
      label={LABELS[name]}
      required={required}
      error={message}
      hint={isMissing ? <span className="text-rose-700">{MISSING_NOTE}</span> : hint}
    >
      {(control) => children({ ...control, ...form.register(name), 'data-missing': isMissing || undefined })}
    </Field>
  );
}

const MISSING_NOTE = 'Needed for AI recommendations.';

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
