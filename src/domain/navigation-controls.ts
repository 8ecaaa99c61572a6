/**
 * What the header's menu controls need at first paint (doc 3 §4): where Groceries goes before the menus can
 * open, and the controls' DOM ids (Escape and closing give the focus back to them). The menus' rules are in
 * navigation-menu.ts, which loads with the menus.
 */
export const GROCERIES_BROWSE_PATH = '/ecom/shop/browse/groceries';
export const GROCERIES_BUTTON_ID = 'groceries-menu-button';
export const BURGER_BUTTON_ID = 'burger-menu-button';
