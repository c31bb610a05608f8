import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';

export function ReportsRoute() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Reports" description="Summaries of your hiring activity." />
      <Card>
        <div className="border-b border-slate-100 px-5 py-4">
          <h2 className="text-sm font-semibold text-slate-900">Monthly Reports</h2>
        </div>
        <div className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Icon name="file-text" className="size-6" />
          </span>
          <p className="mt-4 font-medium text-slate-900">No reports yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">Monthly reports will appear here once reporting is available.</p>
        </div>
      </Card>
    </div>
  );
}
