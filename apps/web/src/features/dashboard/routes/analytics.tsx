import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** Static placeholder figures (spec 01 §2): clearly labelled as samples, never real data. */
export const SAMPLE_METRICS = [
  { label: 'Total Users', value: '1,248', note: 'All accounts' },
  { label: 'Active Users', value: '342', note: 'Last 30 days' },
  { label: 'Avg. Session Duration', value: '6m 24s', note: 'Per visit' },
  { label: 'Bounce Rate', value: '38.2%', note: 'Single-page visits' },
  { label: 'Conversion', value: '4.7%', note: 'Trial to paid' },
] as const;

export function AnalyticsRoute() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Analytics" description="Usage and engagement at a glance." />
      <Alert variant="info" className="mb-6" title="Sample figures">
        Analytics are not connected yet. The numbers below are fixed examples that show the layout; they do not describe your account.
      </Alert>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {SAMPLE_METRICS.map((m) => (
          <li key={m.label}>
            <Card className="p-5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm text-slate-500">{m.label}</p>
                <Badge tone="amber">Sample</Badge>
              </div>
              <p className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{m.value}</p>
              <p className="mt-1 text-xs text-slate-500">{m.note}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
