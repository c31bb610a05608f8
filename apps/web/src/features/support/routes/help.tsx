import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { HELP_ARTICLES, helpArticle } from '../help-articles';

/** /support/help: the help articles (spec 01 §2). */
export function HelpIndexRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Help" description="Short guides to hiring with HireSignal, from the first listing to comparing candidates." />
      <ul className="space-y-3">
        {HELP_ARTICLES.map((article) => (
          <li key={article.slug}>
            <Link
              to={`/support/help/${article.slug}`}
              className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-xs hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{article.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{article.summary}</span>
              </span>
              <Icon name="chevron-right" className="mt-1 size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        How the AI engines work, what they never infer and how accurate they are:{' '}
        <Link to="/support/ai-documentation" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          AI documentation for deployers
        </Link>
        .
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Want to see questions before you write a listing?{' '}
        <Link to="/demos/question-management" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          Try the question management demo
        </Link>
        .
      </p>
    </div>
  );
}

/** /support/help/{slug}: one article; an unknown slug says so and offers the list. */
export function HelpArticleRoute() {
  const { slug } = useParams();
  const article = helpArticle(slug);
  if (!article) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Article not found" description="There is no help article at this address." />
        <ButtonLink to="/support/help" variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
          All help articles
        </ButtonLink>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to="/support/help" className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          Help
        </Link>
      </nav>
      <PageHeader title={article.title} description={article.summary} />
      <Card className="space-y-6 px-5 py-5 sm:px-6">
        {article.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`help-${article.slug}-${i}`}>
            <h2 id={`help-${article.slug}-${i}`} className="text-base font-semibold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="mt-2 text-sm leading-6 text-slate-700">
                {p}
              </p>
            ))}
            {section.steps ? (
              <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-700">
                {section.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : null}
          </section>
        ))}
      </Card>
      <div className="mt-6 flex flex-wrap gap-2">
        <ButtonLink to={article.next.to} icon={<Icon name="arrow-right" className="size-4" />}>
          {article.next.label}
        </ButtonLink>
        <ButtonLink to="/support/help" variant="secondary">
          All help articles
        </ButtonLink>
      </div>
    </article>
  );
}
