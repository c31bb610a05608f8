import { COMPANY_SAVE_SUCCESS_MS, updateCompanyContextSchema } from '@hiring/shared/company';
import { ORG_COMPANY_MESSAGES, type OrgCompany } from '@hiring/shared/org-company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { companyContextQueryOptions } from '../api/company-context';
import { useCompanyFormOptions } from '../api/get-form-options';
import { companyQueryOptions, orgCompanyKeys, updateOrgCompany } from '../api/org-companies';

/** /org/company/edit/{id}: the company's profile, saved with PATCH /app/org/company. */
export function CompanyEditRoute() {
  const { id = '' } = useParams();
  const company = useQuery(companyQueryOptions(id));
  if (company.isPending) {
    return (
      <div className="mx-auto max-w-3xl" role="status" aria-label="Loading company">
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (company.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Edit company" />
        <Card className="flex flex-col items-start gap-3 p-4">
          <p role="alert" className="text-sm font-medium text-rose-700">
            {errorMessage(company.error, ORG_COMPANY_MESSAGES.fetchFailed)}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void company.refetch()} loading={company.isFetching}>
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  return <CompanyEditForm key={company.data.id} company={company.data} />;
}

export function companyEditValues(c: OrgCompany) {
  return { name: c.name, industry: c.industry ?? '', size: c.size ?? '', description: c.description ?? '', website: c.website ?? '' };
}

function CompanyEditForm({ company }: { company: OrgCompany }) {
  const queryClient = useQueryClient();
  const { industries, sizes } = useCompanyFormOptions();
  const form = useSchemaForm(updateCompanyContextSchema, { defaultValues: companyEditValues(company) });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateOrgCompany,
    onSuccess: async (next) => {
      form.reset(companyEditValues(next));
      setSaved(true);
      queryClient.setQueryData(orgCompanyKeys.one(next.id), next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgCompanyKeys.all }),
        queryClient.invalidateQueries({ queryKey: companyContextQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => setServerErrors(form, error),
  });
  // The success message shows for 3 seconds (spec 02 §4, §9).
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), COMPANY_SAVE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate({ id: company.id, ...values });
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Edit company"
        title={company.name}
        actions={
          <ButtonLink to={`/org/company/details/${company.id}`} variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
            Back
          </ButtonLink>
        }
      />
      {saved ? (
        <Alert variant="success" className="mb-5" role="status">
          {ORG_COMPANY_MESSAGES.updated}
        </Alert>
      ) : null}
      {save.isError && !form.formState.errors.name ? (
        <Alert variant="error" className="mb-5">
          {errorMessage(save.error, ORG_COMPANY_MESSAGES.updateFailed)}
        </Alert>
      ) : null}
      <Card className="p-6">
        <form onSubmit={submit} noValidate className="space-y-5" aria-label={`Edit ${company.name}`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Company Name" error={errorOf(form, 'name')} className="sm:col-span-2">
              {(c) => <Input {...c} {...form.register('name')} autoComplete="organization" />}
            </Field>
            <Field label="Industry" required error={errorOf(form, 'industry')}>
              {(c) => <Select {...c} {...form.register('industry')} placeholder="Select an industry" options={industries} />}
            </Field>
            <Field label="Company Size" required error={errorOf(form, 'size')}>
              {(c) => <Select {...c} {...form.register('size')} placeholder="Select a size" options={sizes} />}
            </Field>
            <Field label="Website" optionalMark error={errorOf(form, 'website')} className="sm:col-span-2">
              {(c) => <Input {...c} {...form.register('website')} inputMode="url" placeholder="example.com" />}
            </Field>
            <Field label="Company Description" required error={errorOf(form, 'description')} className="sm:col-span-2">
              {(c) => <Textarea {...c} {...form.register('description')} rows={5} />}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <ButtonLink to={`/org/company/details/${company.id}`} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
