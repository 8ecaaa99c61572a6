import type { CategoryTree } from '../../api/taxonomy.ts';
import { DepartmentCard } from './DepartmentCard.tsx';
import { departmentOf, departmentsOf } from './departments.ts';
import styles from './Home.module.css';
import { HomeHero } from './HomeHero.tsx';

export interface HomeViewProps {
  /** Groceries, two levels deep: departments and their sub-categories. */
  groceries: CategoryTree;
  /** Entertaining, one level deep. */
  entertaining: CategoryTree;
}

/** The shop's home page: a welcome, the groceries departments and the entertaining department. */
export function HomeView({ groceries, entertaining }: HomeViewProps) {
  const departments = departmentsOf(groceries);
  return (
    <div className={styles.page}>
      <HomeHero />
      <section className={styles.section} aria-labelledby="home-groceries">
        <div className={styles.sectionHeader}>
          <h2 id="home-groceries" className={styles.sectionTitle}>
            {groceries.category.name}
          </h2>
          <p className={styles.sectionLead}>Everything for the weekly shop, department by department.</p>
        </div>
        <ul className={styles.grid}>
          {departments.map((department) => (
            <li key={department.id}>
              <DepartmentCard department={department} />
            </li>
          ))}
        </ul>
      </section>
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
