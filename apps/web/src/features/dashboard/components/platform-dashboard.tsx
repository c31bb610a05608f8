import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';

const AREAS: ReadonlyArray<{ title: string; text: string; to: string; icon: IconName }> = [
  { title: 'Companies', text: 'Every company on the platform: its details and its subscription.', to: '/org/company', icon: 'layers' },
  { title: 'Employees', text: "Every company's people: their roles and their status.", to: '/org/employees', icon: 'users' },
];

/**
 * The platform administrator's dashboard (decision 492): they belong to no company, so there is no
 * plan to buy, no hiring and no team of their own; the page leads to the screens that serve every
 * company.
 */
export function PlatformDashboard({ greeting }: { greeting: string }) {
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader title={greeting} description="You administer the platform: every company and its people." />
      <section aria-labelledby="platform-areas-title">
        <h2 id="platform-areas-title" className="mb-3 text-sm font-semibold text-slate-900">
          Platform administration
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {AREAS.map((area) => (
            <li key={area.to}>
              <Card className="h-full">
                <Link
                  to={area.to}
                  className="flex h-full items-start gap-4 rounded-xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                    <Icon name={area.icon} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{area.title}</span>
                    <span className="mt-1 block text-sm text-slate-500">{area.text}</span>
                  </span>
                  <Icon name="chevron-right" className="mt-1 size-4 shrink-0 text-slate-500" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
