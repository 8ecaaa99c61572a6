import { useSuspenseQuery } from '@tanstack/react-query';
import { FEATURED_BUNDLES_PATH } from '../../domain/featured-pages.ts';
import { Breadcrumbs } from '../catalogue/Breadcrumbs.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './Offers.module.css';
import { bundlesQueryOptions } from './offers.queries.ts';

export const BUNDLES_TITLE = 'Bundles';

/** shop/featured/bundles (doc 3 §2): every bundle, each linking to its page. */
export function BundlesPage() {
  const { data: bundles } = useSuspenseQuery(bundlesQueryOptions());
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={[{ name: BUNDLES_TITLE, url: FEATURED_BUNDLES_PATH }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{BUNDLES_TITLE}</h1>
        <p className={styles.lead}>
          Everything for an occasion in one place: choose from each part and add it.
        </p>
      </header>
      {bundles.length === 0 ? (
        <p>There are no bundles today.</p>
      ) : (
        <ul className={styles.bundles} aria-label={BUNDLES_TITLE}>
          {bundles.map((bundle) => (
            <li key={bundle.bundleName}>
              <article className={styles.bundleCard} aria-labelledby={`bundle-${bundle.bundleName}`}>
                <h2 className={styles.bundleTitle} id={`bundle-${bundle.bundleName}`}>
                  <StorefrontLink href={bundle.url} className={styles.bundleLink}>
                    {bundle.title}
                  </StorefrontLink>
                </h2>
                <p>{bundle.description}</p>
                <p className={styles.groupTitles}>{bundle.groupTitles.join(' · ')}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
