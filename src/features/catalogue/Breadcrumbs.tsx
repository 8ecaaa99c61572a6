import { Link } from '@tanstack/react-router';
import styles from './Catalogue.module.css';
import { StorefrontLink } from './StorefrontLink.tsx';

export interface Crumb {
  name: string;
  /** A storefront address; the last crumb is the page itself and is not a link. */
  url: string;
}

/** doc 3 §2 "Breadcrumbs start with Home". */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.crumbs}>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <StorefrontLink href={crumb.url}>{crumb.name}</StorefrontLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
