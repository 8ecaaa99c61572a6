import { useId } from 'react';
import type { Department } from './departments.ts';
import styles from './Home.module.css';

/** How many sub-category names a card lists before "and N more". */
export const SUB_CATEGORIES_SHOWN = 6;

export function DepartmentCard({ department, wide = false }: { department: Department; wide?: boolean }) {
  const titleId = useId();
  const { name, subCategories } = department;
  const shown = wide ? subCategories : subCategories.slice(0, SUB_CATEGORIES_SHOWN);
  const hidden = subCategories.length - shown.length;
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <span className={styles.monogram} aria-hidden="true">
          {name.charAt(0)}
        </span>
        <div>
          <h3 id={titleId} className={styles.cardTitle}>
            {name}
          </h3>
          {subCategories.length > 0 && (
            <p className={styles.cardCount}>
              {subCategories.length} {subCategories.length === 1 ? 'category' : 'categories'}
            </p>
          )}
        </div>
      </div>
      {shown.length > 0 && (
        <ul className={styles.subCategories} aria-label={`${name} categories`}>
          {shown.map((subCategory) => (
            <li key={subCategory.id}>{subCategory.name}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className={styles.more}>and {hidden} more</p>}
    </article>
  );
}
