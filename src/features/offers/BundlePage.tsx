import { useSuspenseQuery } from '@tanstack/react-query';
import { FEATURED_BUNDLES_PATH } from '../../domain/featured-pages.ts';
import { Breadcrumbs } from '../catalogue/Breadcrumbs.tsx';
import { ProductGrid, useTrolleyActions } from '../catalogue/ProductListPage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { BUNDLES_TITLE } from './BundlesPage.tsx';
import { thresholdText } from './bundle.view-model.ts';
import styles from './Offers.module.css';
import { bundleQueryOptions } from './offers.queries.ts';

/** bundles/{bundleName} (doc 3 §2, §3 Bundle): its title and groups, each with its products and threshold. */
export function BundlePage({ bundleName }: { bundleName: string }) {
  const { data: bundle } = useSuspenseQuery(bundleQueryOptions(bundleName));
  const { onQuantityChange } = useTrolleyActions();
  if (!bundle) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { name: BUNDLES_TITLE, url: FEATURED_BUNDLES_PATH },
          { name: bundle.title, url: bundle.url },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{bundle.title}</h1>
        <p className={styles.lead}>{bundle.description}</p>
      </header>
      {bundle.groups.map((group, index) => {
        const headingId = `bundle-group-${index}`;
        return (
          <section key={group.title} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.groupHeader}>
              <h2 id={headingId} className={styles.groupTitle}>
                {group.title}
              </h2>
              <p className={styles.threshold}>{thresholdText(group.threshold)}</p>
            </div>
            <ProductGrid
              products={group.products}
              listName={`bundle: ${bundle.bundleName}`}
              listId={`bundle ${bundle.bundleName} ${group.title}`}
              onQuantityChange={onQuantityChange}
            />
          </section>
        );
      })}
    </div>
  );
}
