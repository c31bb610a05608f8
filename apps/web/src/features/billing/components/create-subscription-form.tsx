import {
  BILLING_CLIENT_MESSAGES,
  COMPANY_SIZE_OPTIONS,
  CREATE_SUBSCRIPTION_MESSAGES,
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
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { COUNTRY_CHOICES, EXPECTED_USER_LABELS, humanize } from '../subscription-view';
import { SelectField, TextareaField, TextField } from './fields';

/** Form fields, named by their path in the create payload (spec 01 §7), so server errors land on them. */
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
export type CreateValues = Record<CreateField, string>;
type Errors = Partial<Record<CreateField, string>>;

export function emptyCreateValues(prefill: Partial<CreateValues> = {}): CreateValues {
  const values = Object.fromEntries(CREATE_FIELDS.map((f) => [f, ''])) as CreateValues;
  return { ...values, ...prefill };
}

const M = CREATE_SUBSCRIPTION_MESSAGES;
/** Paid subscriptions also need these (spec 01 §5). */
const PAID_REQUIRED: ReadonlyArray<[CreateField, string]> = [
  ['billing_contact.phone_number', M.phoneRequired],
  ['billing_address.line1', M.addressRequired],
  ['billing_address.city', M.cityRequired],
  ['billing_address.state', M.stateRequired],
  ['billing_address.postal_code', M.postalCodeRequired],
];

export interface CreateTarget {
  packageId: string;
  priceId: string | undefined;
  paid: boolean;
}

/** The payload of POST /app/subscriptions/create (spec 01 §7) from the form's values. */
export function buildCreatePayload(values: CreateValues, features: string[], target: CreateTarget): CreateSubscriptionInput {
  const v = (f: CreateField) => values[f].trim();
  const expected = v('team_context.expected_user_count');
  const payload: CreateSubscriptionInput = {
    subscription_type: target.paid ? 'paid' : 'trial',
    package_id: target.packageId,
    price_id: target.priceId,
    company: { name: v('company.name'), size: v('company.size') as never, country: v('company.country') },
    billing_contact: {
      first_name: v('billing_contact.first_name'),
      last_name: v('billing_contact.last_name'),
      phone_number: v('billing_contact.phone_number'),
      position: v('billing_contact.position'),
    },
    team_context: {
      industry: v('team_context.industry') as never,
      intended_use: v('team_context.intended_use') as never,
      expected_user_count: expected ? Number(expected) : undefined,
      interested_features: features,
    },
    company_details: { website: v('company_details.website'), description: v('company_details.description') },
  };
  if (target.paid) {
    payload.billing_address = {
      line1: v('billing_address.line1'),
      city: v('billing_address.city'),
      state: v('billing_address.state'),
      postal_code: v('billing_address.postal_code'),
    };
    payload.payment_processor = DEFAULT_PAYMENT_PROCESSOR;
    payload.payment_info = {};
  }
  return payload;
}

/** Every rule of spec 01 §5, with the shared schema's messages; the first message per field. */
export function validateCreate(values: CreateValues, features: string[], target: CreateTarget): Errors {
  const errors: Errors = {};
  const result = createSubscriptionSchema.safeParse(buildCreatePayload(values, features, target));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') as CreateField;
      if ((CREATE_FIELDS as readonly string[]).includes(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  // The schema checks the paid-only fields once the rest is valid; the form shows all at once.
  if (target.paid) {
    for (const [field, message] of PAID_REQUIRED) if (!values[field].trim() && !errors[field]) errors[field] = message;
  }
  return errors;
}

interface CreateSubscriptionFormProps {
  initialValues: CreateValues;
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
  const [values, setValues] = useState<CreateValues>(initialValues);
  const [features, setFeatures] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const focusFirst = (next: Errors) => {
    const first = CREATE_FIELDS.find((f) => next[f]);
    if (first) elements.current.get(first)?.focus();
  };

  const bind = (name: CreateField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
    fieldRef: (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setBanner(null);
    const found = validateCreate(values, features, target);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(buildCreatePayload(values, features, target));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : ACTION_FALLBACK_MESSAGES.createSubscription;
      const serverErrors = error instanceof ApiError ? error.fieldErrors : {};
      const countryError = isCountryCodeError(message) || Object.values(serverErrors).some((m) => isCountryCodeError(m));
      const next: Errors = {};
      for (const [field, text] of Object.entries(serverErrors)) {
        if ((CREATE_FIELDS as readonly string[]).includes(field)) next[field as CreateField] = text;
      }
      if (countryError) {
        // Spec 01 §8: the server's country-code error maps to the dropdown's message and a banner.
        next['company.country'] = BILLING_CLIENT_MESSAGES.countryCodeField;
        setBanner(BILLING_CLIENT_MESSAGES.countryCodeBanner);
      } else {
        setBanner(message);
      }
      setErrors(next);
      focusFirst(next);
    } finally {
      setSubmitting(false);
    }
  };

  const toggleFeature = (feature: string, on: boolean) =>
    setFeatures((prev) => (on ? [...prev.filter((f) => f !== feature), feature] : prev.filter((f) => f !== feature)));

  return (
    <form onSubmit={submit} noValidate aria-label={paid ? 'Subscription details' : 'Free trial details'} className="space-y-6">
      {banner ? (
        <Alert variant="error" title={BILLING_CLIENT_MESSAGES.submissionErrorTitle}>
          {banner}
        </Alert>
      ) : null}

      <Section title="Company" description="The company the subscription belongs to.">
        <TextField label="Company name" required autoComplete="organization" className="sm:col-span-2" {...bind('company.name')} />
        <SelectField
          label="Company size"
          required
          placeholder="Select company size"
          options={COMPANY_SIZE_OPTIONS.map((s) => ({ value: s, label: `${s} employees` }))}
          {...bind('company.size')}
        />
        <SelectField
          label="Country"
          required
          placeholder="Select country"
          autoComplete="country"
          options={COUNTRY_CHOICES}
          {...bind('company.country')}
        />
      </Section>

      <Section
        title="Billing contact"
        description={paid ? 'Who we contact about invoices and payments.' : 'Who we contact about your trial.'}
      >
        <TextField label="First name" required autoComplete="given-name" {...bind('billing_contact.first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...bind('billing_contact.last_name')} />
        <TextField
          label="Phone number"
          type="tel"
          required={paid}
          autoComplete="tel"
          placeholder="+1 555 010 0100"
          {...bind('billing_contact.phone_number')}
        />
        <TextField
          label="Position"
          autoComplete="organization-title"
          placeholder="e.g. Head of Talent"
          {...bind('billing_contact.position')}
        />
      </Section>

      {paid ? (
        <Section title="Billing address" description="Printed on your invoices.">
          <TextField label="Address" required autoComplete="address-line1" className="sm:col-span-2" {...bind('billing_address.line1')} />
          <TextField label="City" required autoComplete="address-level2" {...bind('billing_address.city')} />
          <TextField label="State/province" required autoComplete="address-level1" {...bind('billing_address.state')} />
          <TextField label="Postal code" required autoComplete="postal-code" {...bind('billing_address.postal_code')} />
        </Section>
      ) : null}

      <Section title="Your team" description="Helps us tailor goals and questions to how you hire.">
        <SelectField
          label="Industry"
          placeholder="Select industry"
          options={INDUSTRY_OPTIONS.map((o) => ({ value: o, label: humanize(o) }))}
          {...bind('team_context.industry')}
        />
        <SelectField
          label="Primary use"
          placeholder="Select primary use"
          options={PRIMARY_USE_OPTIONS.map((o) => ({ value: o, label: humanize(o) }))}
          {...bind('team_context.intended_use')}
        />
        <SelectField
          label="Expected users"
          placeholder="Select expected users"
          options={EXPECTED_USER_OPTIONS.map((n) => ({ value: String(n), label: EXPECTED_USER_LABELS[n] ?? String(n) }))}
          {...bind('team_context.expected_user_count')}
        />
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
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="www.example.com"
          className="sm:col-span-2"
          {...bind('company_details.website')}
        />
        <TextareaField
          label="Description"
          placeholder="What your company does, in a sentence or two."
          className="sm:col-span-2"
          {...bind('company_details.description')}
        />
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
