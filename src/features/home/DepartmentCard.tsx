import { useId } from 'react';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import type { Department } from './departments.ts';
import styles from './Home.module.css';

/** How many sub-category names a card lists before "and N more". */
export const SUB_CATEGORIES_SHOWN = 6;

/** The picture's box, as drawn (the medium picture is larger): fixed, so nothing moves when it arrives. */
export const DEPARTMENT_PICTURE_WIDTH = 320;
export const DEPARTMENT_PICTURE_HEIGHT = 180;

export interface DepartmentCardProps {
  department: Department;
  wide?: boolean;
  /** On the first screen: its picture is not lazy-loaded (the largest image in view never is). */
  eager?: boolean;
}

/**
 * A department: its picture (or its initial on the shop's colour while it has none) and name, linking to its
 * browse page, and its categories, each a link to theirs.
 */
export function DepartmentCard({ department, wide = false, eager = false }: DepartmentCardProps) {
  const titleId = useId();
  const { name, url, image, subCategories } = department;
  const shown = wide ? subCategories : subCategories.slice(0, SUB_CATEGORIES_SHOWN);
  const hidden = subCategories.length - shown.length;
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <StorefrontLink href={url} className={styles.cardLink}>
        {image ? (
          <img
            className={styles.picture}
            src={image.medium}
            alt=""
            width={DEPARTMENT_PICTURE_WIDTH}
            height={DEPARTMENT_PICTURE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <span className={styles.cardHeading}>
          <h3 id={titleId} className={styles.cardTitle}>
            {name}
          </h3>
          {subCategories.length > 0 && (
            <span className={styles.cardCount}>
              {subCategories.length} {subCategories.length === 1 ? 'category' : 'categories'}
            </span>
          )}
        </span>
      </StorefrontLink>
      {shown.length > 0 && (
        <ul className={styles.subCategories} aria-label={`${name} categories`}>
          {shown.map((subCategory) => (
            <li key={subCategory.id}>
              <StorefrontLink href={subCategory.url} className={styles.subCategoryLink}>
                {subCategory.name}
              </StorefrontLink>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <StorefrontLink href={url} className={styles.more}>
          and {hidden} more
          <span className={styles.visuallyHidden}> in {name}</span>
        </StorefrontLink>
      )}
    </article>
  );
}
