import { offersPathOf } from './offers-path.ts';

export { BURGER_BUTTON_ID, GROCERIES_BROWSE_PATH, GROCERIES_BUTTON_ID } from './navigation-controls.ts';

/**
 * The menus' rules (doc 3 §2 "Header and navigation", §4 "Mega menu" and "Burger menu", §9): which categories
 * a menu lists, what each entry does, and its labels and paths. Shared by the mega menu (large screens) and
 * the burger menu (small screens), which are fed from one taxonomy query of Groceries.
 */

/** doc 3 §3: groceries is category 10051. */
export const GROCERIES_MENU_ROOT_ID = '10051';
/** doc 3 §9 "Groceries menu max length 3": the mega menu shows at most three lists (levels 0, 1 and 2). */
export const MEGA_MENU_MAX_LENGTH = 3;
/** doc 3 §9 "Mega menu close delay 200 ms": closed at a deeper level, the menu is back at level 0 after this. */
export const MEGA_MENU_CLOSE_DELAY_MS = 200;
/** doc 3 §9 "Burger animation 200 ms": the slide-out takes this long to slide away. */
export const BURGER_ANIMATION_MS = 200;
/** doc 3 §9 "Burger levels 0 to 3": 0 the menu's top, 1 departments, 2 aisles, 3 the categories of an aisle. */
export const BURGER_MAX_LEVEL = 3;
/** doc 3 §7, §9 "Taxonomy cache 5 minutes". */
export const TAXONOMY_CACHE_MS = 5 * 60 * 1000;
/** doc 3 §7 "GET groceries taxonomy (cached 5 min, one retry)"; browse taxonomy depth 4 (doc 3 §3). */
export const MENU_TAXONOMY_DEPTH = 4;
export const MENU_TAXONOMY_RETRIES = 1;
/** doc 1 §9, doc 3 §9 breakpoints: the burger below lg (992 px), the mega menu from lg up. */
export const MEGA_MENU_MIN_WIDTH_PX = 992;
export const BACK_UP_A_LEVEL = 'Back up a level';

/** What the menus need of a taxonomy category (doc 3 §3; src/contract/taxonomy.ts carries all of it). */
export interface MenuCategory {
  id: string;
  name: string;
  /** Lower-cased path below the shop root, e.g. `groceries/bakery`. */
  path: string;
  /** The category's browse page, e.g. `/ecom/shop/browse/groceries/bakery`. */
  url: string;
  categoryIds: readonly string[];
  hiddenInNav: boolean;
  emptyOfProducts: boolean;
  offer: boolean;
  banner: string | null;
}

/** A category and those below it, as the taxonomy answers them. */
export interface MenuTree {
  category: MenuCategory;
  descendants: readonly MenuCategory[];
}

/** The categories of a tree by id. */
export type MenuIndex = ReadonlyMap<string, MenuCategory>;

export function menuIndexOf(tree: MenuTree): MenuIndex {
  return new Map([tree.category, ...tree.descendants].map((category) => [category.id, category]));
}

/** A category is listed unless it is hidden in navigation or has no products (its page would be empty). */
export function isListed(category: MenuCategory): boolean {
  return !category.hiddenInNav && !category.emptyOfProducts;
}

/** The listed children of a category that the tree holds, in menu order. */
export function listedChildren(index: MenuIndex, categoryId: string): MenuCategory[] {
  const category = index.get(categoryId);
  if (!category) return [];
  return category.categoryIds
    .map((id) => index.get(id))
    .filter((child): child is MenuCategory => child !== undefined && isListed(child));
}

/**
 * An entry opens the next list when it has listed children and a next list is allowed (`level + 1` below
 * `maxLength`); otherwise it is a link to its browse page (doc 3 §4 "A leaf navigates to its path").
 */
export function isMenuParent(
  index: MenuIndex,
  categoryId: string,
  level: number,
  maxLength: number,
): boolean {
  return level + 1 < maxLength && listedChildren(index, categoryId).length > 0;
}

export const viewAllLabel = (name: string) => `View all ${name}`;
export const offersLabel = (name: string) => `${name} Offers`;

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuEntry {
  id: string;
  name: string;
  href: string;
  /** 'parent' opens the next list; 'leaf' goes to the category's page. */
  kind: 'parent' | 'leaf';
  /** The category has a sponsorship banner (its menu fetches it when opened). */
  hasBanner: boolean;
}

/** One list of a menu: its category, 'View all {name}', '{name} Offers' where eligible, and its entries. */
export interface MenuList {
  categoryId: string;
  name: string;
  level: number;
  viewAll: MenuLink;
  offers: MenuLink | null;
  entries: MenuEntry[];
  /** The id of the sponsorship banner the list's category has, if any. */
  banner: string | null;
}

/** The list a menu shows with `categoryId` as its root at `level`, or null when the tree does not hold it. */
export function menuListOf(
  index: MenuIndex,
  categoryId: string,
  level: number,
  maxLength: number,
): MenuList | null {
  const category = index.get(categoryId);
  if (!category) return null;
  return {
    categoryId,
    name: category.name,
    level,
    viewAll: { label: viewAllLabel(category.name), href: category.url },
    offers: offersLinkOf(category),
    banner: category.banner,
    entries: listedChildren(index, categoryId).map((child) => ({
      id: child.id,
      name: child.name,
      href: child.url,
      kind: isMenuParent(index, child.id, level, maxLength) ? 'parent' : 'leaf',
      hasBanner: child.banner !== null,
    })),
  };
}

/** '{name} Offers' for a category eligible for offers (doc 3 §4 "Eligible levels"), or null. */
export function offersLinkOf(category: Pick<MenuCategory, 'name' | 'path' | 'offer'>): MenuLink | null {
  return category.offer ? { label: offersLabel(category.name), href: offersPathOf(category.path) } : null;
}

/** The burger menu's level after going deeper (at most BURGER_MAX_LEVEL) or back up (at least 0). */
export function burgerLevelAfter(level: number, move: 'deeper' | 'back'): number {
  return move === 'deeper' ? Math.min(level + 1, BURGER_MAX_LEVEL) : Math.max(level - 1, 0);
}

/** click_megamenu (doc 3 §7 Analytics events): which entry of which level was chosen, and where it leads. */
export interface MegaMenuClick {
  event: 'click_megamenu';
  menu: 'mega-menu' | 'burger-menu';
  level: number;
  label: string;
  path: string;
}

export function megaMenuClickOf(menu: MegaMenuClick['menu'], level: number, link: MenuLink): MegaMenuClick {
  return { event: 'click_megamenu', menu, level, label: link.label, path: link.href };
}
