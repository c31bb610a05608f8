import { FEATURE_LIMIT_KEYS, PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, type PlanEntry } from '@hiring/shared/billing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { limitLabel } from '../subscription-view';
import { Dialog } from '@/components/ui/dialog';

/** The floating compare-plans help (spec 01 §2): limits and features of the plans side by side. */
export function ComparePlansHelp({ entries }: { entries: PlanEntry[] }) {
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  // Features by their catalogue key, not their wording; those that restate a limit are the limit rows.
  const featureRows = new Map<string, string>();
  for (const f of entries.flatMap((e) => e.features))
    if (!FEATURE_LIMIT_KEYS[f.key] && !featureRows.has(f.key)) featureRows.set(f.key, f.display_name);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // On a phone the cards fill the width, so a floating button would cover their Select buttons: it sits below them there.
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-sm font-medium text-slate-700 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:fixed sm:right-6 sm:bottom-24 sm:z-40 sm:mt-0"
      >
        <Icon name="help-circle" className="size-4 text-indigo-600" />
        Compare plans
      </button>
      {open ? (
        <Dialog
          title="Compare plans"
          wide
          description={<p>What each plan includes. Limits reset monthly for interviews; job positions and seats count what is open now.</p>}
          onClose={() => setOpen(false)}
          footer={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          <div className="-mx-6 mt-4 max-h-[60vh] overflow-auto px-6">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Plan comparison</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3 font-medium text-slate-500">
                    Feature
                  </th>
                  {entries.map((e) => (
                    <th key={e.package.id} scope="col" className="px-2 py-2 font-semibold text-slate-900">
                      {e.package.displayName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {PLAN_LIMIT_KEYS.map((key) => (
                  <tr key={key}>
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-600">
                      {PLAN_LIMIT_LABELS[key]}
                    </th>
                    {entries.map((e) => (
                      <td key={e.package.id} className="px-2 py-2 text-slate-900">
                        {e.limits[key] === null ? 'Unlimited' : limitLabel(key, e.limits[key]).split(' ')[0]}
                      </td>
                    ))}
                  </tr>
                ))}
                {[...featureRows].map(([key, name]) => (
                  <tr key={key}>
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-600">
                      {name}
                    </th>
                    {entries.map((e) => {
                      const own = e.features.find((f) => f.key === key);
                      return (
                        <td key={e.package.id} className="px-2 py-2">
                          {own && own.display_name !== name ? (
                            <span className="text-slate-900">{own.display_name}</span>
                          ) : own ? (
                            <Icon name="check-circle" className="size-4 text-emerald-500" label="Included" />
                          ) : (
                            <span className="text-slate-400">
                              —<span className="sr-only">Not included</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
