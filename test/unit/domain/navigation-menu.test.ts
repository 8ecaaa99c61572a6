import { describe, expect, test } from 'vitest';
import {
  BURGER_MAX_LEVEL,
  burgerLevelAfter,
  isMenuParent,
  MEGA_MENU_MAX_LENGTH,
  type MenuCategory,
  megaMenuClickOf,
  menuIndexOf,
  menuListOf,
  offersLabel,
  offersLinkOf,
  viewAllLabel,
} from '../../../src/domain/navigation-menu.ts';

const category = (
  id: string,
  name: string,
  path: string,
  over: Partial<MenuCategory> = {},
): MenuCategory => ({
  id,
  name,
  path,
  url: `/ecom/shop/browse/${path}`,
  categoryIds: [],
  hiddenInNav: false,
  emptyOfProducts: false,
  offer: false,
  banner: null,
  ...over,
});

// Groceries > Bakery > Bread > Sliced Bread, with a hidden and an empty aisle beside Bread.
const tree = {
  category: category('10051', 'Groceries', 'groceries', { categoryIds: ['2'], offer: true }),
  descendants: [
    category('2', 'Bakery', 'groceries/bakery', {
      categoryIds: ['3', '3h', '3e'],
      offer: true,
      banner: 'bakery-traffic-driver',
    }),
    category('3', 'Bread', 'groceries/bakery/bread', { categoryIds: ['4'] }),
    category('3h', 'Hidden', 'groceries/bakery/hidden', { hiddenInNav: true }),
    category('3e', 'Empty', 'groceries/bakery/empty', { emptyOfProducts: true }),
    category('4', 'Sliced Bread', 'groceries/bakery/bread/sliced_bread'),
  ],
};
const index = menuIndexOf(tree);

describe('menu labels (doc 3 §4 "Each list has View all {name}. Eligible levels also have {name} Offers")', () => {
  test.each([
    ['Bakery', 'View all Bakery', 'Bakery Offers'],
    ['Tea, Coffee & Soft Drinks', 'View all Tea, Coffee & Soft Drinks', 'Tea, Coffee & Soft Drinks Offers'],
  ])('%s', (name, viewAll, offers) => {
    expect(viewAllLabel(name)).toBe(viewAll);
    expect(offersLabel(name)).toBe(offers);
  });
});

describe('offersLinkOf: only a category eligible for offers has one, to its offers path', () => {
  test.each([
    [
      { name: 'Bakery', path: 'groceries/bakery', offer: true },
      { label: 'Bakery Offers', href: '/ecom/shop/browse/offers/groceries_offers/bakery_offers' },
    ],
    [
      { name: 'Groceries', path: 'groceries', offer: true },
      { label: 'Groceries Offers', href: '/ecom/shop/browse/offers/groceries_offers' },
    ],
    [{ name: 'Bread', path: 'groceries/bakery/bread', offer: false }, null],
  ])('%o', (input, expected) => {
    expect(offersLinkOf(input)).toEqual(expected);
  });
});

describe('isMenuParent: an entry opens the next list when it has listed children and a next list is allowed', () => {
  test.each([
    // id, level of its list, max length, parent?
    ['2', 0, MEGA_MENU_MAX_LENGTH, true],
    ['3', 1, MEGA_MENU_MAX_LENGTH, true],
    ['3', 2, MEGA_MENU_MAX_LENGTH, false],
    ['4', 2, MEGA_MENU_MAX_LENGTH, false],
    ['3h', 1, MEGA_MENU_MAX_LENGTH, false],
    ['3', 3, BURGER_MAX_LEVEL + 1, false],
    ['3', 2, BURGER_MAX_LEVEL + 1, true],
  ])('%s at level %i (max %i): %s', (id, level, maxLength, expected) => {
    expect(isMenuParent(index, id, level, maxLength)).toBe(expected);
  });
});

describe('menuListOf', () => {
  test('lists the listed children, leaving out hidden and empty categories', () => {
    expect(menuListOf(index, '2', 1, MEGA_MENU_MAX_LENGTH)).toEqual({
      categoryId: '2',
      name: 'Bakery',
      level: 1,
      viewAll: { label: 'View all Bakery', href: '/ecom/shop/browse/groceries/bakery' },
      offers: { label: 'Bakery Offers', href: '/ecom/shop/browse/offers/groceries_offers/bakery_offers' },
      banner: 'bakery-traffic-driver',
      entries: [
        {
          id: '3',
          name: 'Bread',
          href: '/ecom/shop/browse/groceries/bakery/bread',
          kind: 'parent',
          hasBanner: false,
        },
      ],
    });
  });

  test('at the last list every entry is a link to its page', () => {
    expect(menuListOf(index, '3', 2, MEGA_MENU_MAX_LENGTH)?.entries.map((entry) => entry.kind)).toEqual([
      'leaf',
    ]);
  });

  test('the top list names its banner-carrying entries', () => {
    expect(menuListOf(index, '10051', 0, MEGA_MENU_MAX_LENGTH)?.entries).toEqual([
      {
        id: '2',
        name: 'Bakery',
        href: '/ecom/shop/browse/groceries/bakery',
        kind: 'parent',
        hasBanner: true,
      },
    ]);
  });

  test('a category the tree does not hold has no list', () => {
    expect(menuListOf(index, '999', 0, MEGA_MENU_MAX_LENGTH)).toBeNull();
  });
});

describe('burgerLevelAfter (doc 3 §9 "Burger levels 0 to 3")', () => {
  test.each([
    [0, 'deeper', 1],
    [2, 'deeper', 3],
    [3, 'deeper', 3],
    [3, 'back', 2],
    [1, 'back', 0],
    [0, 'back', 0],
  ] as const)('%i %s → %i', (level, move, expected) => {
    expect(burgerLevelAfter(level, move)).toBe(expected);
  });
});

test('click_megamenu names the menu, the level, the label and the path', () => {
  expect(megaMenuClickOf('mega-menu', 2, { label: 'Sliced Bread', href: '/ecom/shop/browse/x' })).toEqual({
    event: 'click_megamenu',
    menu: 'mega-menu',
    level: 2,
    label: 'Sliced Bread',
    path: '/ecom/shop/browse/x',
  });
});
