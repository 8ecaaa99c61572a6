import type { PageTitleComponent } from '../../../api/content.ts';
import { formatDate } from '../../../domain/dates.ts';
import styles from '../Content.module.css';
import { Inlines } from './Inlines.tsx';

/** The page's one h1, its introduction and when it was last updated. */
export function PageTitle({ component }: { component: PageTitleComponent }) {
  return (
    <header className={styles.pageTitle}>
      <h1 className={styles.title}>{component.heading}</h1>
      {component.intro && (
        <p className={styles.intro}>
          <Inlines content={component.intro} />
        </p>
      )}
      {component.lastUpdated && (
        <p className={styles.updated}>
          Last updated <time dateTime={component.lastUpdated}>{formatDate(component.lastUpdated)}</time>
        </p>
      )}
    </header>
  );
}
