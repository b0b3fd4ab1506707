import { useLingui } from '@lingui/react/macro';
import { useHelpArticles } from '../../machines/content-reads/use-help-articles';
import { DataView } from '../common/data-states';
import { SanitizedHtml } from '../common/sanitized-html';
import { LazyFeedbackPanel } from '../content/feedback-section';
import { PageFrame } from './page-frame';

/** Help center (/help, and /helpmc without header): categories of expandable articles, then feedback. */
export function HelpPage() {
  const { t } = useLingui();
  const help = useHelpArticles();
  return (
    <PageFrame title={t`Help Center`} className="help">
      <DataView resource={help}>
        {(data) =>
          data.categories.length ? (
            <div className="help__categories">
              {data.categories.map((category) => (
                <section key={category.id} className="help__category" aria-labelledby={`help-category-${category.id}`}>
                  <h2 id={`help-category-${category.id}`} className="section-title">
                    {category.title}
                  </h2>
                  {category.articles.map((article) => (
                    <details key={article.id} className="help__article">
                      <summary>{article.title}</summary>
                      <SanitizedHtml html={article.content} />
                    </details>
                  ))}
                </section>
              ))}
            </div>
          ) : (
            <p className="page-note">{t`No articles yet.`}</p>
          )
        }
      </DataView>
      {/* Below the articles once they are drawn (or failed): drawn first, it would be pushed down by them (a layout shift, issue #21). */}
      {(help.data !== null || help.status === 'failed') && <LazyFeedbackPanel />}
    </PageFrame>
  );
}
