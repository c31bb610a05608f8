import {
  BILLING_CLIENT_MESSAGES,
  COMPANY_SIZE_OPTIONS,
  type CreateSubscriptionInput,
  createSubscriptionSchema,
  DEFAULT_PAYMENT_PROCESSOR,
  EXPECTED_USER_OPTIONS,
  INDUSTRY_OPTIONS,
  isCountryCodeError,
  PRIMARY_USE_OPTIONS,
} from '@hiring/shared/billing';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { COUNTRY_CHOICES, EXPECTED_USER_LABELS, humanize } from '../subscription-view';

/** Form fields, named by their path in the create payload (spec 01 §7), so schema and server errors land on them. */
export const CREATE_FIELDS = [
  'company.name',
  'company.size',
  'company.country',
  'billing_contact.first_name',
  'billing_contact.last_name',
  'billing_contact.phone_number',
  'billing_contact.position',
  'billing_address.line1',
  'billing_address.city',
  'billing_address.state',
  'billing_address.postal_code',
  'team_context.industry',
  'team_context.intended_use',
  'team_context.expected_user_count',
  'company_details.website',
  'company_details.description',
] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];
/** Prefilled values, by field path. */
export type CreateValues = Record<CreateField, string>;

/** What the controls hold: the payload's shape, every value a string (the features a list). */
export interface CreateFormValues {
  company: { name: string; size: string; country: string };
  billing_contact: { first_name: string; last_name: string; phone_number: string; position: string };
  billing_address: { line1: string; city: string; state: string; postal_code: string };
  team_context: { industry: string; intended_use: string; expected_user_count: string; interested_features: string[] };
  company_details: { website: string; description: string };
}

export function emptyCreateValues(prefill: Partial<CreateValues> = {}): CreateFormValues {
  const values: CreateFormValues = {
    company: { name: '', size: '', country: '' },
    billing_contact: { first_name: '', last_name: '', phone_number: '', position: '' },
    billing_address: { line1: '', city: '', state: '', postal_code: '' },
    team_context: { industry: '', intended_use: '', expected_user_count: '', interested_features: [] },
    company_details: { website: '', description: '' },
  };
  for (const [path, value] of Object.entries(prefill)) {
    const [group, key] = path.split('.') as [keyof CreateFormValues, string];
    if (value !== undefined) (values[group] as Record<string, unknown>)[key] = value;
  }
  return values;
}

export interface CreateTarget {
  packageId: string;
  priceId: string | undefined;
  paid: boolean;
}

/** The payload of POST /app/subscriptions/create (spec 01 §7) from the form's values. */
export function buildCreatePayload(values: CreateFormValues, target: CreateTarget): CreateSubscriptionInput {
  const { company, billing_contact: contact, billing_address: address, team_context: team, company_details: details } = values;
  const expected = team.expected_user_count.trim();
  const payload: CreateSubscriptionInput = {
    subscription_type: target.paid ? 'paid' : 'trial',
    package_id: target.packageId,
    price_id: target.priceId,
    company: { name: company.name.trim(), size: company.size.trim() as never, country: company.country.trim() },
    billing_contact: {
      first_name: contact.first_name.trim(),
      last_name: contact.last_name.trim(),
      phone_number: contact.phone_number.trim(),
      position: contact.position.trim(),
    },
    team_context: {
      industry: team.industry.trim() as never,
      intended_use: team.intended_use.trim() as never,
      expected_user_count: expected ? Number(expected) : undefined,
      interested_features: team.interested_features,
    },
    company_details: { website: details.website.trim(), description: details.description.trim() },
  };
  if (target.paid) {
    payload.billing_address = {
      line1: address.line1.trim(),
      city: address.city.trim(),
      state: address.state.trim(),
      postal_code: address.postal_code.trim(),
    };
    payload.payment_processor = DEFAULT_PAYMENT_PROCESSOR;
    payload.payment_info = {};
  }
  return payload;
}

const FIELD_PATHS = new Set<string>(CREATE_FIELDS);

/**
 * The form's schema: the shared createSubscriptionSchema over the payload the values make, its
 * messages on the form's fields (every rule of spec 01 §5, all missing paid fields at once). An
 * issue about no field of the form (the package, the price) is left to the server's answer.
 */
export function createFormSchema(target: CreateTarget) {
  return z.custom<CreateFormValues>().transform((values, ctx) => {
    const payload = buildCreatePayload(values, target);
    const result = createSubscriptionSchema.safeParse(payload);
    if (!result.success) {
      for (const issue of result.error.issues) {
        if (FIELD_PATHS.has(issue.path.join('.'))) {
          ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
        }
      }
    }
    return payload;
  });
}

interface CreateSubscriptionFormProps {
  initialValues: CreateFormValues;
  paid: boolean;
  target: CreateTarget;
  featureOptions: string[];
  onSubmit: (payload: CreateSubscriptionInput) => Promise<void>;
  /** What the submit button says while and after the server answered. */
  submitLabel: string;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The create-subscription form (spec 01 §5): company, contact, billing address (paid only),
 * team context and company details. Editing a field clears its error; a server error about the
 * country code lands on the country field with the spec's banner.
 */
export function CreateSubscriptionForm({
  initialValues,
  paid,
  target,
  featureOptions,
  onSubmit,
  submitLabel,
}: CreateSubscriptionFormProps) {
  const schema = useMemo(() => createFormSchema(target), [target]);
  const form = useSchemaForm(schema, { defaultValues: initialValues });
  const [banner, setBanner] = useState<string | null>(null);
  const features = form.watch('team_context.interested_features');

  const submit = form.handleSubmit(async (payload) => {
    setBanner(null);
    try {
      await onSubmit(payload);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : ACTION_FALLBACK_MESSAGES.createSubscription;
      const countryError = error instanceof ApiError && isCountryCodeError(error);
      const onFields = setServerErrors(form, error, CREATE_FIELDS);
      if (countryError) {
        // Spec 01 §8: the server's country-code error maps to the dropdown's message and a banner.
        form.setError('company.country', { type: 'server', message: BILLING_CLIENT_MESSAGES.countryCodeField }, { shouldFocus: !onFields });
        setBanner(BILLING_CLIENT_MESSAGES.countryCodeBanner);
      } else {
        setBanner(message);
      }
    }
  });

  const toggleFeature = (feature: string, on: boolean) =>
    form.setValue(
      'team_context.interested_features',
      on ? [...features.filter((f) => f !== feature), feature] : features.filter((f) => f !== feature),
    );

  const submitting = form.formState.isSubmitting;
  const reg = (name: CreateField) => form.register(name);
  return (
    <form onSubmit={submit} noValidate aria-label={paid ? 'Subscription details' : 'Free trial details'} className="space-y-6">
      {banner ? (
        <Alert variant="error" title={BILLING_CLIENT_MESSAGES.submissionErrorTitle}>
          {banner}
        </Alert>
      ) : null}

      <Section title="Company" description="The company the subscription belongs to.">
        <Field label="Company name" required error={errorOf(form, 'company.name')} className="sm:col-span-2">
          {(p) => <Input {...p} {...reg('company.name')} autoComplete="organization" />}
        </Field>
        <Field label="Company size" required error={errorOf(form, 'company.size')}>
          {(p) => (
            <Select
              {...p}
              {...reg('company.size')}
              placeholder="Select company size"
              options={COMPANY_SIZE_OPTIONS.map((s) => ({ value: s, label: `${s} employees` }))}
            />
          )}
        </Field>
        <Field label="Country" required error={errorOf(form, 'company.country')}>
          {(p) => (
            <Select {...p} {...reg('company.country')} placeholder="Select country" autoComplete="country" options={COUNTRY_CHOICES} />
          )}
        </Field>
      </Section>

      <Section
        title="Billing contact"
        description={paid ? 'Who we contact about invoices and payments.' : 'Who we contact about your trial.'}
      >
        <Field label="First name" required error={errorOf(form, 'billing_contact.first_name')}>
          {(p) => <Input {...p} {...reg('billing_contact.first_name')} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" required error={errorOf(form, 'billing_contact.last_name')}>
          {(p) => <Input {...p} {...reg('billing_contact.last_name')} autoComplete="family-name" />}
        </Field>
        <Field label="Phone number" required={paid} optionalMark error={errorOf(form, 'billing_contact.phone_number')}>
          {(p) => <Input {...p} {...reg('billing_contact.phone_number')} type="tel" autoComplete="tel" placeholder="+1 555 010 0100" />}
        </Field>
        <Field label="Position" optionalMark error={errorOf(form, 'billing_contact.position')}>
          {(p) => <Input {...p} {...reg('billing_contact.position')} autoComplete="organization-title" placeholder="e.g. Head of Talent" />}
        </Field>
      </Section>

      {paid ? (
        <Section title="Billing address" description="Printed on your invoices.">
          <Field label="Address" required error={errorOf(form, 'billing_address.line1')} className="sm:col-span-2">
            {(p) => <Input {...p} {...reg('billing_address.line1')} autoComplete="address-line1" />}
          </Field>
          <Field label="City" required error={errorOf(form, 'billing_address.city')}>
            {(p) => <Input {...p} {...reg('billing_address.city')} autoComplete="address-level2" />}
          </Field>
          <Field label="State/province" required error={errorOf(form, 'billing_address.state')}>
            {(p) => <Input {...p} {...reg('billing_address.state')} autoComplete="address-level1" />}
          </Field>
          <Field label="Postal code" required error={errorOf(form, 'billing_address.postal_code')}>
            {(p) => <Input {...p} {...reg('billing_address.postal_code')} autoComplete="postal-code" />}
          </Field>
        </Section>
      ) : null}

      <Section title="Your team" description="Helps us tailor goals and questions to how you hire.">
        <Field label="Industry" optionalMark error={errorOf(form, 'team_context.industry')}>
          {(p) => (
            <Select
              {...p}
              {...reg('team_context.industry')}
              placeholder="Select industry"
              options={INDUSTRY_OPTIONS.map((o) => ({ value: o, label: humanize(o) }))}
            />
          )}
        </Field>
        <Field label="Primary use" optionalMark error={errorOf(form, 'team_context.intended_use')}>
          {(p) => (
            <Select
              {...p}
              {...reg('team_context.intended_use')}
              placeholder="Select primary use"
              options={PRIMARY_USE_OPTIONS.map((o) => ({ value: o, label: humanize(o) }))}
            />
          )}
        </Field>
        <Field label="Expected users" optionalMark error={errorOf(form, 'team_context.expected_user_count')}>
          {(p) => (
            <Select
              {...p}
              {...reg('team_context.expected_user_count')}
              placeholder="Select expected users"
              options={EXPECTED_USER_OPTIONS.map((n) => ({ value: String(n), label: EXPECTED_USER_LABELS[n] ?? String(n) }))}
            />
          )}
        </Field>
        {featureOptions.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">
              Features you are most interested in <span className="ml-1 text-xs font-normal text-slate-500">(optional)</span>
            </legend>
            <div className="grid gap-2.5 sm:grid-cols-2">
              {featureOptions.map((feature) => (
                <Checkbox
                  key={feature}
                  label={feature}
                  checked={features.includes(feature)}
                  onChange={(e) => toggleFeature(feature, e.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
      </Section>

      <Section title="Company details">
        <Field label="Website" optionalMark error={errorOf(form, 'company_details.website')} className="sm:col-span-2">
          {(p) => <Input {...p} {...reg('company_details.website')} type="url" autoComplete="url" placeholder="www.example.com" />}
        </Field>
        <Field label="Description" optionalMark error={errorOf(form, 'company_details.description')} className="sm:col-span-2">
          {(p) => (
            <Textarea {...p} {...reg('company_details.description')} rows={3} placeholder="What your company does, in a sentence or two." />
          )}
        </Field>
      </Section>

      {paid ? (
        <Alert variant="info" title="Payment">
          {BILLING_CLIENT_MESSAGES.paymentRedirectNotice}
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Icon name="shield" className="size-4 text-emerald-600" />
          {TRIAL_DAYS} days of full access. No credit card required, and nothing renews automatically.
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
