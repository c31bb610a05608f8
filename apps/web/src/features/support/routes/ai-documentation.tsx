import type { AiDocSection } from '@hiring/shared/ai-documentation';
import { AI_DOCUMENTATION } from '@hiring/shared/ai-documentation-content';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * /support/ai-documentation (issue 39, item 5): what the AI engines do and do not do, their inputs,
 * what they never infer, their measured accuracy, limits, the oversight they expect and the logs
 * they keep. Generated with docs/ai-documentation.md from the engine's version and evaluations.
 */
export function AiDocumentationRoute() {
  const doc = AI_DOCUMENTATION;
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader
        title={doc.title}
        description={`Engine ${doc.model} version ${doc.engine_version}. Figures measured on ${doc.measured_on}.`}
      />
      <nav aria-label="On this page" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {doc.sections.map((s) => (
          <DocSection key={s.id} section={s} />
        ))}
      </div>
    </article>
  );
}

function DocSection({ section }: { section: AiDocSection }) {
  return (
    <section aria-labelledby={section.id} className="space-y-3 text-sm leading-relaxed text-slate-700">
      <h2 id={section.id} className="scroll-mt-20 text-lg font-semibold text-slate-900">
        {section.title}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.items.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <ScrollRegion label={section.table.caption} className="rounded-xl border border-slate-200 bg-white shadow-xs">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="px-4 pt-3 text-left font-medium text-slate-900">{section.table.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                {section.table.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 font-medium text-slate-600">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-slate-100 align-top last:border-0">
                  {section.table?.columns.map((column, i) =>
                    i === 0 ? (
                      <th key={column} scope="row" className="px-4 py-2 font-medium text-slate-900">
                        {row[i]}
                      </th>
                    ) : (
                      <td key={column} className="px-4 py-2">
                        {row[i]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
