import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import styles from './Content.module.css';
import { ContentPageView } from './ContentPageView.tsx';
import { contentPageQueryOptions } from './content.queries.ts';
import { HELP_HOME_LABEL, HELP_SECTION } from './help-pages.ts';

/** A help and customer-service page (doc 3 §2), from the content store, under its breadcrumbs. */
export function HelpPage({ name }: { name: string }) {
  const { data: page } = useSuspenseQuery(contentPageQueryOptions(name));
  // The route's loader answers a missing page with the not-found page before this renders.
  if (!page) return <NotFoundPage />;
  const isIndex = name === HELP_SECTION;
  return (
    <div className={styles.helpLayout}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {isIndex ? (
            <li aria-current="page">{HELP_HOME_LABEL}</li>
          ) : (
            <>
              <li>
                <Link to="/help-information">{HELP_HOME_LABEL}</Link>
              </li>
              <li aria-current="page">{page.title}</li>
            </>
          )}
        </ol>
      </nav>
      <ContentPageView page={page} />
    </div>
  );
}
