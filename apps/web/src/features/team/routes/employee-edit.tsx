import { ROLE_DISPLAY_NAMES } from '@hiring/shared/roles';
import {
  EDITABLE_METADATA_KEYS,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeForm,
  employeeFormSchema,
  splitMetadata,
  TEAM_MESSAGES,
  type UpdateEmployee,
} from '@hiring/shared/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { errorOf, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useSession } from '@/lib/use-session';
import { rolesQueryOptions, teamKeys, UPDATE_EMPLOYEE_KEY, updateEmployee } from '../api/team';
import { assignableRoles, canActOn } from '../components/permissions';
import { EmployeeLoader, metadataLabel } from './employee-details';

/** Where the edit form's Back and the redirect after a save go (spec 02 §2.2). */
export const EMPLOYEES_PATH = '/employees';

/** The form's starting values: the employee's fields, the editable flags as checkboxes. */
export function employeeFormValues(e: Employee): EmployeeForm {
  return {
    email: e.email,
    first_name: e.first_name,
    last_name: e.last_name,
    status: e.status,
    employee_code: e.employee_code ?? '',
    role_id: e.role_id,
    metadata: splitMetadata(e.metadata).editable,
  };
}

/** The update the form sends: every edit field; the metadata flags offered for editing. */
export function employeeUpdateBody(values: {
  email: string;
  first_name: string;
  last_name: string;
  status: UpdateEmployee['status'];
  employee_code: string;
  role_id: UpdateEmployee['role_id'];
  metadata: Record<string, boolean>;
}): UpdateEmployee {
  return {
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    status: values.status,
    employee_code: values.employee_code || null,
    role_id: values.role_id,
    metadata: Object.fromEntries(EDITABLE_METADATA_KEYS.map((k) => [k, values.metadata[k] === true])),
  };
}

/** /org/employees/edit/{id}. */
export function EmployeeEditRoute() {
  return <EmployeeLoader>{(e) => <EmployeeEditForm key={e.id} employee={e} />}</EmployeeLoader>;
}

function EmployeeEditForm({ employee }: { employee: Employee }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQueryOptions());
  const form = useSchemaForm(employeeFormSchema, { defaultValues: employeeFormValues(employee) });
  const save = useMutation({
    mutationKey: UPDATE_EMPLOYEE_KEY,
    mutationFn: ({ id, body }: { id: string; name: string; body: UpdateEmployee }) => updateEmployee(id, body),
    // Runs after the form has gone: the list reads the saved rows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const name = `${employee.first_name} ${employee.last_name}`;
  const allowed = assignableRoles(role);
  const roleOptions = (roles.data ?? [])
    .filter((r) => (allowed as readonly string[]).includes(r.id) || r.id === employee.role_id)
    .map((r) => ({ value: r.id, label: r.display_name }));
  const fallbackRoles = allowed.map((r) => ({ value: r, label: ROLE_DISPLAY_NAMES[r] }));
  const { readOnly } = splitMetadata(employee.metadata);

  // Saving sends the update and leaves at once, without waiting for the answer (spec 02 §4);
  // the employees list shows how it ended.
  const submit = form.handleSubmit((values) => {
    save.mutate({ id: employee.id, name, body: employeeUpdateBody(values) });
    navigate(EMPLOYEES_PATH);
  });

  const header = (
    <PageHeader
      eyebrow="Edit employee"
      title={name}
      actions={
        <Button variant="secondary" onClick={() => navigate(EMPLOYEES_PATH)} icon={<Icon name="chevron-left" className="size-4" />}>
          Back
        </Button>
      }
    />
  );

  if (!canActOn(role, employee.role_id)) {
    return (
      <div className="mx-auto max-w-3xl">
        {header}
        <Alert variant="warning">{TEAM_MESSAGES.ownerProtected}</Alert>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <Card className="p-6">
        <form onSubmit={submit} noValidate className="space-y-6" aria-label={`Edit ${name}`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Email" required error={errorOf(form, 'email')} className="sm:col-span-2">
              {(c) => <Input {...c} {...form.register('email')} type="email" autoComplete="off" />}
            </Field>
            <Field label="First name" required error={errorOf(form, 'first_name')}>
              {(c) => <Input {...c} {...form.register('first_name')} autoComplete="off" />}
            </Field>
            <Field label="Last name" required error={errorOf(form, 'last_name')}>
              {(c) => <Input {...c} {...form.register('last_name')} autoComplete="off" />}
            </Field>
            <Field label="Status" required error={errorOf(form, 'status')}>
              {(c) => (
                <Select
                  {...c}
                  {...form.register('status')}
                  options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] }))}
                />
              )}
            </Field>
            <Field label="Role" required error={errorOf(form, 'role_id')}>
              {(c) => <Select {...c} {...form.register('role_id')} options={roleOptions.length > 0 ? roleOptions : fallbackRoles} />}
            </Field>
            <Field label="Employee code" optionalMark error={errorOf(form, 'employee_code')}>
              {(c) => <Input {...c} {...form.register('employee_code')} autoComplete="off" />}
            </Field>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Flags</legend>
            <p className="mt-1 text-xs text-slate-500">Describe the person; the role decides what they may do.</p>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {EDITABLE_METADATA_KEYS.map((key) => (
                <Checkbox key={key} label={metadataLabel(key)} {...form.register(`metadata.${key}`)} />
              ))}
            </div>
            {readOnly.length > 0 ? (
              <div className="mt-4">
                <p className="text-xs font-medium text-slate-500 uppercase">Read-only</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {readOnly.map(([key, value]) => (
                    <li key={key} className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700">
                      {metadataLabel(key)}: {value ? 'Yes' : 'No'}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => navigate(EMPLOYEES_PATH)}>
              Cancel
            </Button>
            <Button type="submit">Save changes</Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
