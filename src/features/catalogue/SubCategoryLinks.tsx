import type { SearchResults } from '../../api/catalogue.ts';
import styles from './Catalogue.module.css';
import { StorefrontLink } from './StorefrontLink.tsx';

export interface SubCategoryLinksProps {
  categoryName: string;
  subCategories: SearchResults['subCategories'];
  /** Tiles for the top-level pages (groceries, entertaining, christmas); pills elsewhere. */
  variant?: 'tiles' | 'pills';
}

/** The categories below the one browsed, each with how many products it holds. */
export function SubCategoryLinks({ categoryName, subCategories, variant = 'pills' }: SubCategoryLinksProps) {
  if (subCategories.length === 0) return null;
  return (
    <nav aria-label={`Categories in ${categoryName}`} className={styles.subCategories}>
      <ul className={variant === 'tiles' ? styles.tiles : styles.pills}>
        {subCategories.map((category) => (
          <li key={category.id}>
            <StorefrontLink href={category.url} className={variant === 'tiles' ? styles.tile : styles.pill}>
              <span className={styles.subCategoryName}>{category.name}</span>
              <span className={styles.subCategoryCount}>
                {category.count.toLocaleString('en-GB')}
                <span className={styles.visuallyHidden}> products</span>
              </span>
            </StorefrontLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
