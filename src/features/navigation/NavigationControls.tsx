import { GROCERIES_BROWSE_PATH } from '../../domain/navigation-controls.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import styles from './NavigationControls.module.css';

/**
 * The menus' views and their machines' selectors: not part of the first paint (the initial JavaScript budget).
 * They load once the shop has arrived (it brings xstate and the menus' actors). Until then Groceries is the
 * plain link to the groceries browse page (which lists its departments), and the burger's place is kept empty.
 */
const menuViews = onDemand(() => import('./menu-views.ts'));

const reportMenusError = (error: unknown) => reportError(error, { caught: 'menus' });

function useMenus() {
  // A shop without menus (a test's partial shop) leaves the plain controls too.
  const menus = useShop()?.menus;
  const views = useOnDemand(menuViews, menus !== undefined, reportMenusError);
  return menus && views ? { menus, views } : null;
}

/** The Groceries control of large screens (doc 3 §4 "Mega menu (large screens)"). */
export function GroceriesControl() {
  const ready = useMenus();
  return (
    <div className={styles.groceries}>
      {ready ? (
        <ready.views.MegaMenu actor={ready.menus.megaMenu} />
      ) : (
        <a href={GROCERIES_BROWSE_PATH} className={styles.groceriesLink}>
          Groceries
        </a>
      )}
    </div>
  );
}

export interface BurgerLink {
  id: string;
  label: string;
  href: string;
  newTab?: boolean | undefined;
}

export interface BurgerControlProps {
  /** The header's main links (Offers, Recipes ...), listed at the burger menu's top. */
  mainLinks: readonly BurgerLink[];
  /** The top strip's links (the provider's other shops, help), listed below them. */
  moreLinks: readonly BurgerLink[];
}

/** The burger control of small screens (doc 3 §4 "Burger menu (small screens)"), once the shop is there. */
export function BurgerControl(props: BurgerControlProps) {
  const ready = useMenus();
  return (
    <div className={styles.burger}>
      {ready && <ready.views.BurgerMenu actor={ready.menus.burgerMenu} {...props} />}
    </div>
  );
}
