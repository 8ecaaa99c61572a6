import {
  BURGER_BUTTON_ID,
  GROCERIES_BROWSE_PATH,
  GROCERIES_BUTTON_ID,
} from '../../domain/navigation-menu.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { MenuIcon } from '../header/HeaderIcons.tsx';
import styles from './NavigationControls.module.css';

/**
 * The menus' views and their machines' selectors: not part of the first paint (the initial JavaScript budget).
 * They load once the shop has arrived (it brings xstate and the menus' actors). Until then each control is
 * the plain link it already is: Groceries goes to the groceries browse page, which lists its departments.
 */
const megaMenuView = onDemand(() => import('./MegaMenu.tsx'));
const burgerMenuView = onDemand(() => import('./BurgerMenu.tsx'));

const reportMegaMenuError = (error: unknown) => reportError(error, { caught: 'mega menu' });
const reportBurgerMenuError = (error: unknown) => reportError(error, { caught: 'burger menu' });

/** The Groceries control of large screens (doc 3 §4 "Mega menu (large screens)"). */
export function GroceriesControl() {
  const shop = useShop();
  // A shop without menus (a test's partial shop) leaves the plain link too.
  const actor = shop?.menus?.megaMenu;
  const view = useOnDemand(megaMenuView, actor !== undefined, reportMegaMenuError);
  if (!actor || !view) {
    return (
      <div className={styles.groceries}>
        <a id={GROCERIES_BUTTON_ID} href={GROCERIES_BROWSE_PATH} className={styles.groceriesLink}>
          Groceries
        </a>
      </div>
    );
  }
  return (
    <div className={styles.groceries}>
      <view.MegaMenu actor={actor} />
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

/** The burger control of small screens (doc 3 §4 "Burger menu (small screens)"). */
export function BurgerControl(props: BurgerControlProps) {
  const shop = useShop();
  const actor = shop?.menus?.burgerMenu;
  const view = useOnDemand(burgerMenuView, actor !== undefined, reportBurgerMenuError);
  if (!actor || !view) {
    return (
      <div className={styles.burger}>
        <a id={BURGER_BUTTON_ID} href={GROCERIES_BROWSE_PATH} className={styles.burgerButton}>
          <MenuIcon size={24} />
          <span className={styles.burgerLabel}>Menu</span>
        </a>
      </div>
    );
  }
  return (
    <div className={styles.burger}>
      <view.BurgerMenu actor={actor} {...props} />
    </div>
  );
}
