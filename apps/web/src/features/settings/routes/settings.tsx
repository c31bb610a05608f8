import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/use-session';

export const SETTINGS_NOT_SAVED_MESSAGE =
  'Settings are not saved yet: this page is a preview, and your changes were kept on this screen only.';

/**
 * /settings: the placeholder form of spec 01 §2. The spec shows no saving behaviour, so Save
 * Changes says plainly that nothing was stored rather than pretending it was.
 */
export function SettingsRoute() {
  const { user } = useSession();
  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const [emailNotifications, setEmailNotifications] = useState(true);
  const [pushNotifications, setPushNotifications] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your account details and notification preferences." />
      <Card>
        <form onSubmit={onSubmit} aria-label="Settings">
          <div className="space-y-8 px-6 py-6">
            <section aria-labelledby="settings-account" className="space-y-5">
              <h2 id="settings-account" className="text-sm font-semibold text-slate-900">
                Account
              </h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Name">
                  {(p) => (
                    <Input
                      {...p}
                      value={name}
                      onChange={(e) => {
                        setName(e.target.value);
                        setSubmitted(false);
                      }}
                      autoComplete="name"
                    />
                  )}
                </Field>
                <Field label="Email">
                  {(p) => (
                    <Input
                      {...p}
                      type="email"
                      value={email}
                      onChange={(e) => {
                        setEmail(e.target.value);
                        setSubmitted(false);
                      }}
                      autoComplete="email"
                    />
                  )}
                </Field>
              </div>
            </section>
            <section aria-labelledby="settings-notifications" className="space-y-4 border-t border-slate-100 pt-6">
              <h2 id="settings-notifications" className="text-sm font-semibold text-slate-900">
                Notifications
              </h2>
              <Checkbox
                label="Email notifications"
                description="Interview completions and team activity by email."
                checked={emailNotifications}
                onChange={(e) => {
                  setEmailNotifications(e.target.checked);
                  setSubmitted(false);
                }}
              />
              <Checkbox
                label="Push notifications"
                description="Browser notifications while you are signed in."
                checked={pushNotifications}
                onChange={(e) => {
                  setPushNotifications(e.target.checked);
                  setSubmitted(false);
                }}
              />
            </section>
          </div>
          <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            {submitted ? (
              <Alert variant="warning" role="alert" className="flex-1">
                {SETTINGS_NOT_SAVED_MESSAGE}
              </Alert>
            ) : (
              <p className="text-xs text-slate-500">Saving settings is not available yet.</p>
            )}
            <Button type="submit" className="shrink-0 self-end sm:self-auto">
              Save Changes
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
