import { FEATURED_BUNDLES_PATH, FEATURED_MEAL_DEALS_PATH } from '../../domain/featured-pages.ts';
import { OFFERS_BROWSE_PATH } from '../../domain/offers-path.ts';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './Home.module.css';

/** The home page's ways into the shop's savings beyond the offers shelf: meal deals, bundles, every offer. */
export const WAYS_TO_SAVE: readonly { label: string; description: string; href: string }[] = [
  {
    label: 'Meal deals',
    description: 'A main, a side and a drink for one price',
    href: FEATURED_MEAL_DEALS_PATH,
  },
  {
    label: 'Bundles',
    description: 'Everything for a Sunday roast or a pizza night',
    href: FEATURED_BUNDLES_PATH,
  },
  { label: 'All offers', description: 'Every offer, department by department', href: OFFERS_BROWSE_PATH },
];

export function WaysToSave() {
  return (
    <nav className={styles.section} aria-labelledby="home-ways-to-save">
      <h2 id="home-ways-to-save" className={styles.sectionTitle}>
        More ways to save
      </h2>
      <ul className={styles.waysToSave}>
        {WAYS_TO_SAVE.map((way) => (
          <li key={way.href}>
            <StorefrontLink href={way.href} className={styles.wayToSave}>
              <span className={styles.wayToSaveLabel}>{way.label}</span>
              <span className={styles.wayToSaveDescription}>{way.description}</span>
            </StorefrontLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
