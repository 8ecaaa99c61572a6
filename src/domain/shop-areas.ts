/**
 * Which areas of the shop have pages yet (doc 3 §2 "Header and navigation"; issue 18: every link in the
 * header, footer and account menu leads to a real page or is not shown). A link to an area that is not built
 * waits for it: the header and the account menu leave it out until its area is marked open here, in the
 * change that adds the area's routes. This is the one list; nothing else decides whether such a link shows.
 */
export const SHOP_AREAS = {
  /** shop/browse/entertaining */
  entertaining: true,
  /** shop/browse/offers/* */
  offers: true,
  /** shop/featured/new (issue 18's featured pages). */
  new: true,
  /** recipes, recipe/{id}, recipes/meal-plans/*: not built yet. */
  recipes: false,
  /** content/inspiration and the other content-managed sections: not built yet. */
  inspiration: false,
  /** favourites: not built yet. */
  favourites: false,
  /** myaccount/my-orders */
  myOrders: true,
  /** myaccount */
  accountOverview: true,
  /** myaccount/delivery-pass */
  deliveryPass: true,
  /** lists, shopping-lists/*: not built yet. */
  lists: false,
  /** my-waitrose and the loyalty pages: not built yet. */
  loyalty: false,
} as const satisfies Readonly<Record<string, boolean>>;

export type ShopArea = keyof typeof SHOP_AREAS;

/** Whether the area's pages exist, so that links to it may show. */
export function isShopAreaOpen(area: ShopArea): boolean {
  return SHOP_AREAS[area];
}

/** The items whose area is open, in their order. */
export function withOpenAreas<T extends { area: ShopArea }>(items: readonly T[]): T[] {
  return items.filter((item) => isShopAreaOpen(item.area));
}
