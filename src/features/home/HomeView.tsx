import type { ReactNode } from 'react';
import type { CategoryTree } from '../../api/taxonomy.ts';
import { DepartmentCard } from './DepartmentCard.tsx';
import { departmentOf, departmentsOf } from './departments.ts';
import styles from './Home.module.css';
import { HomeHero } from './HomeHero.tsx';
import { WaysToSave } from './WaysToSave.tsx';

/**
 * Department cards whose pictures load at once. None: the first screen holds the welcome, the campaign and
 * the offers shelf (whose pictures load at once), so the departments' pictures wait until they are near.
 */
export const EAGER_DEPARTMENT_PICTURES = 0;

export interface HomeViewProps {
  /** Groceries, two levels deep: departments and their sub-categories. */
  groceries: CategoryTree;
  /** Entertaining, one level deep. */
  entertaining: CategoryTree;
  /** Today's seasonal campaign, when its code has loaded (nothing out of season). */
  campaign?: ReactNode;
  /** The signed-in shopper's slot and trolley; nothing for anyone else. */
  atAGlance?: ReactNode;
  /** Offers of the week (a shelf of products), when its code has loaded. */
  offers?: ReactNode;
  /** New products, when its code has loaded. */
  newProducts?: ReactNode;
}

/**
 * The shop's home page: a welcome, today's seasonal campaign, the shopper's slot and trolley at a glance,
 * offers of the week, more ways to save (meal deals, bundles, every offer), the groceries departments (each a way into its aisles), new products and entertaining.
 */
export function HomeView({
  groceries,
  entertaining,
  campaign,
  atAGlance,
  offers,
  newProducts,
}: HomeViewProps) {
  const departments = departmentsOf(groceries);
  return (
    <div className={styles.page}>
      <HomeHero />
      {campaign}
      {atAGlance}
      {offers}
      <WaysToSave />
      <section className={styles.section} aria-labelledby="home-groceries">
        <div className={styles.sectionHeader}>
          <h2 id="home-groceries" className={styles.sectionTitle}>
            {groceries.category.name}
          </h2>
          <p className={styles.sectionLead}>Everything for the weekly shop, department by department.</p>
        </div>
        <ul className={styles.grid}>
          {departments.map((department, index) => (
            <li key={department.id}>
              <DepartmentCard department={department} eager={index < EAGER_DEPARTMENT_PICTURES} />
            </li>
          ))}
        </ul>
      </section>
      {newProducts}
      <section className={styles.section} aria-labelledby="home-entertaining">
        <div className={styles.sectionHeader}>
          <h2 id="home-entertaining" className={styles.sectionTitle}>
            {entertaining.category.name}
          </h2>
          <p className={styles.sectionLead}>For parties and special occasions, ordered ahead.</p>
        </div>
        <DepartmentCard department={departmentOf(entertaining)} wide />
      </section>
    </div>
  );
}
