import { beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES, DEFAULT_BRANCH_ID, NOT_SERVED_POSTCODES } from '../../src/server/seed/data/branches.ts';
import { OWN_BRAND_NAMES } from '../../src/server/seed/data/brands.ts';
import { type Catalogue, generateCatalogue, SEED_EPOCH } from '../../src/server/seed/index.ts';
import { ICON_NAMES } from '../../src/server/seed/pictograms.ts';
import type { ProductRow } from '../../src/server/seed/products.ts';
import type { CategoryRow } from '../../src/server/seed/taxonomy.ts';

const FULL_SIZE = 20_000;
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
const DAY_MS = 86_400_000;
/** The first product of the shop, fixed by the seed: a change here means every machine's shop changed. */
const KNOWN_FIRST_PRODUCT = {
  name: 'Brookside Dairy 1% Fat Milk',
  brand: 'Brookside Dairy',
  size: '4 pints',
  uom: 'C62',
  pricePence: 235,
  unitPricePence: 103,
  unitPriceUnit: 'litre',
  dietaryTags: ['Vegetarian', 'Gluten free'],
  barCode: '5020472900009',
  imageIcon: 'carton',
  createdAt: new Date('2026-10-05T06:23:20.000Z'),
};

let catalogue: Catalogue;
let categoryById: Map<number, CategoryRow>;
let leaves: CategoryRow[];
const pathOf = (product: ProductRow) => categoryById.get(product.categoryId)?.path ?? '';
const productsUnder = (prefix: string) =>
  catalogue.products.filter((product) => pathOf(product).startsWith(prefix));

beforeAll(() => {
  catalogue = generateCatalogue({ products: FULL_SIZE });
  categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
  leaves = catalogue.categories.filter(
    (category) => !catalogue.categories.some((c) => c.parentId === category.id),
  );
});

describe('the seed is deterministic', () => {
  it('builds the same shop twice', () => {
    expect(generateCatalogue({ products: 3000 })).toEqual(generateCatalogue({ products: 3000 }));
  });

  it('starts with the same known product on every machine', () => {
    const first = catalogue.products[0];
    expect(first).toMatchObject({
      id: '204729-109973-109974',
      lineNumber: '204729',
      categoryId: categoryById.get(first?.categoryId ?? -1)?.id,
    });
    expect(pathOf(first as ProductRow)).toBe('groceries/fresh_and_chilled/milk_butter_and_eggs/milk');
    expect(first).toMatchObject(KNOWN_FIRST_PRODUCT);
  });

  it('gives a small shop the same first products per category as the full one', () => {
    const small = generateCatalogue({ products: 1000 });
    const firstOf = (products: ProductRow[]) => {
      const seen = new Map<number, Omit<ProductRow, 'id' | 'lineNumber' | 'barCode'>>();
      for (const { id: _id, lineNumber: _line, barCode: _bar, ...rest } of products) {
        if (!seen.has(rest.categoryId)) seen.set(rest.categoryId, rest);
      }
      return seen;
    };
    const full = firstOf(catalogue.products);
    for (const [categoryId, product] of firstOf(small.products))
      expect(product).toEqual(full.get(categoryId));
  });
});

describe('taxonomy (doc 3 §3)', () => {
  it('has the special ids and a depth of 4', () => {
    expect(categoryById.get(0)).toMatchObject({ name: 'Shop', path: '', level: 0, parentId: null });
    expect(categoryById.get(10051)).toMatchObject({ path: 'groceries', level: 1, parentId: 0 });
    expect(categoryById.get(10052)).toMatchObject({ path: 'entertaining', level: 1, parentId: 0 });
    expect(Math.max(...catalogue.categories.map((category) => category.level))).toBe(4);
    expect(leaves.every((leaf) => leaf.level === 4)).toBe(true);
    expect(leaves.length).toBeGreaterThanOrEqual(250);
  });

  it('has unique lower-cased paths built from the parent path', () => {
    const paths = catalogue.categories.map((category) => category.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(catalogue.categories.map((category) => category.id)).size).toBe(paths.length);
    for (const category of catalogue.categories) {
      if (category.level === 0) continue;
      expect(category.path).toMatch(/^[a-z0-9_]+(\/[a-z0-9_]+)*$/);
      const parent = categoryById.get(category.parentId ?? -1);
      const segment = category.path.split('/').at(-1);
      expect(category.path).toBe(parent?.level === 0 ? segment : `${parent?.path}/${segment}`);
      expect(category.ancestorIds).toEqual([...(parent?.ancestorIds ?? []), parent?.id]);
    }
    expect(paths).toContain('groceries/fresh_and_chilled/milk_butter_and_eggs/milk');
    expect(paths).toContain('groceries/christmas');
  });

  it('marks some categories hidden in navigation and some empty of products', () => {
    expect(catalogue.categories.some((category) => category.hiddenInNav)).toBe(true);
    expect(leaves.filter((leaf) => leaf.emptyOfProducts).length).toBeGreaterThan(0);
    const department = catalogue.categories.filter((category) => category.level === 2);
    expect(
      department.every((category) => typeof category.iconName === 'string' && category.iconName !== ''),
    ).toBe(true);
  });
});

describe('products (doc 3 §3, doc 2 §5)', () => {
  it('has the requested number with unique ids and 6-digit line numbers', () => {
    expect(catalogue.products).toHaveLength(FULL_SIZE);
    expect(new Set(catalogue.products.map((product) => product.id)).size).toBe(FULL_SIZE);
    const lineNumbers = catalogue.products.map((product) => product.lineNumber);
    expect(new Set(lineNumbers).size).toBe(FULL_SIZE);
    expect(lineNumbers.every((lineNumber) => /^\d{6}$/.test(lineNumber))).toBe(true);
    expect(catalogue.products.every((product) => product.id.startsWith(`${product.lineNumber}-`))).toBe(true);
  });

  it('puts every product in a leaf that is not empty of products', () => {
    const leafIds = new Set(leaves.filter((leaf) => !leaf.emptyOfProducts).map((leaf) => leaf.id));
    expect(catalogue.products.every((product) => leafIds.has(product.categoryId))).toBe(true);
    expect(new Set(catalogue.products.map((product) => product.categoryId)).size).toBe(leafIds.size);
  });

  it('sells own brands and other brands', () => {
    const own = catalogue.products.filter((product) => product.ownBrand);
    expect(own.length / FULL_SIZE).toBeGreaterThan(0.3);
    expect(own.length / FULL_SIZE).toBeLessThan(0.7);
    expect(own.every((product) => OWN_BRAND_NAMES.includes(product.brand))).toBe(true);
    expect(new Set(own.map((product) => product.brand))).toEqual(new Set(OWN_BRAND_NAMES));
  });

  it('uses the units of doc 3 §5 with their quantities', () => {
    const expected = {
      C62: { priceQuantity: 1, defaultQuantity: 1 },
      KGM: { priceQuantity: 1, defaultQuantity: 0.5 },
      GRM: { priceQuantity: 100, defaultQuantity: 100 },
      LBR: { priceQuantity: 1, defaultQuantity: 1 },
    } as const;
    for (const product of catalogue.products) {
      expect(Object.keys(expected)).toContain(product.uom);
      expect(product).toMatchObject(expected[product.uom as keyof typeof expected]);
      expect(product.pricePence).toBeGreaterThan(0);
      expect(product.unitPricePence).toBeGreaterThan(0);
    }
    for (const uom of Object.keys(expected)) expect(catalogue.products.some((p) => p.uom === uom)).toBe(true);
  });

  it('prices loose produce per kg', () => {
    const loose = productsUnder('groceries/fruit_and_vegetables').filter((product) => product.uom === 'KGM');
    expect(loose.length).toBeGreaterThan(0);
    for (const product of loose) {
      expect(product).toMatchObject({
        size: 'per kg',
        unitPriceUnit: 'kg',
        unitPricePence: product.pricePence,
      });
      expect(product.name).toContain('Loose');
    }
  });

  it('sells loose fruit by the item too, at an average item weight, and nothing else (doc 3 §5)', () => {
    const byItem = catalogue.products.filter((product) => product.itemWeightKg != null);
    expect(byItem.length).toBeGreaterThan(0);
    for (const product of byItem) {
      expect(product).toMatchObject({ uom: 'KGM', size: 'per kg' });
      expect(product.itemWeightKg).toBeGreaterThan(0);
      // A melon may weigh more than a kilo; nothing sold loose weighs 3.
      expect(product.itemWeightKg).toBeLessThan(3);
    }
  });

  it('keeps unit prices consistent with the pack size', () => {
    const check = (size: string, unit: string, divisor: number) => {
      const packs = catalogue.products.filter(
        (product) => product.size === size && product.unitPriceUnit === unit,
      );
      expect(packs.length).toBeGreaterThan(0);
      for (const product of packs) {
        expect(Math.abs(product.unitPricePence - product.pricePence / divisor)).toBeLessThanOrEqual(1);
      }
    };
    check('500g', 'kg', 0.5);
    check('2 pints', 'litre', 1.136);
    check('6x330ml', 'litre', 1.98);
    check('75cl', '75cl', 1);
    check('4 pack', 'each', 4);
  });

  it('charges deposits on cans and plastic bottles', () => {
    const withDeposit = catalogue.products.filter((product) => product.depositChargePence);
    expect(withDeposit.length).toBeGreaterThan(0);
    const multipack = withDeposit.find((product) => product.size === '6x330ml');
    expect(multipack?.depositChargePence).toBe(60);
    expect(withDeposit.every((product) => (product.depositChargePence ?? 0) % 10 === 0)).toBe(true);
  });

  it('gives alcoholic drinks their strength and units, and alcohol-free ones none', () => {
    const cellar = productsUnder('groceries/beer_wine_and_spirits');
    const alcoholFree = cellar.filter((product) => pathOf(product).endsWith('alcohol_free_beer_and_cider'));
    expect(alcoholFree.length).toBeGreaterThan(0);
    expect(alcoholFree.every((product) => !product.containsAlcohol && product.percentByVolume === null)).toBe(
      true,
    );
    const alcoholic = cellar.filter((product) => !alcoholFree.includes(product));
    for (const product of alcoholic) {
      expect(product.containsAlcohol).toBe(true);
      expect(product.percentByVolume).toBeGreaterThan(0);
      expect(product.unitsInBottle).toBeGreaterThan(0);
    }
    const bottle = alcoholic.find((product) => product.size === '75cl');
    // Units are ABV% x litres, to one decimal place.
    expect(
      Math.abs((bottle?.unitsInBottle ?? 0) - (bottle?.percentByVolume ?? 0) * 0.75),
    ).toBeLessThanOrEqual(0.051);
  });

  it('gives entertaining items a lead time and no substitutes; some take a message', () => {
    const entertaining = productsUnder('entertaining/');
    expect(entertaining.length).toBeGreaterThan(0);
    for (const product of entertaining) {
      expect(product.leadTimeDays).toBeGreaterThanOrEqual(2);
      expect(product.leadTimeDays).toBeLessThanOrEqual(7);
      expect(product).toMatchObject({
        substitutionGroup: 'ENTERTAINING',
        substitutionsProhibited: true,
        productType: 'E',
      });
    }
    expect(entertaining.some((product) => (product.maxPersonalisedMessageLength ?? 0) > 0)).toBe(true);
    expect(productsUnder('groceries/').every((product) => product.leadTimeDays === null)).toBe(true);
  });

  it('never substitutes medicines or fresh counter items', () => {
    const medicines = productsUnder('groceries/toiletries_health_and_beauty/medicines/pain_relief');
    expect(medicines.every((product) => product.substitutionGroup === 'PHARMACEUTICAL')).toBe(true);
    const counter = catalogue.products.filter((product) => product.substitutionGroup === 'FRESH_COUNTER');
    expect(counter.length).toBeGreaterThan(0);
    expect(counter.every((product) => product.substitutionsProhibited && product.uom !== 'C62')).toBe(true);
  });

  it('has dietary tags consistent with the product', () => {
    for (const product of catalogue.products) {
      const tags = product.dietaryTags ?? [];
      if (tags.includes('Vegan')) expect(tags).toEqual(expect.arrayContaining(['Vegetarian', 'Dairy free']));
      if (tags.includes('Vegetarian') && !/meat free|vegetarian|vegan/i.test(product.name)) {
        expect(product.name).not.toMatch(/\b(beef|chicken|pork|salmon|ham|bacon|prawns?)\b/i);
      }
      if (/gluten free/i.test(product.name)) expect(tags).toContain('Gluten free');
    }
    for (const tag of ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free', 'Organic', 'Halal', 'Kosher']) {
      expect(catalogue.products.some((product) => product.dietaryTags?.includes(tag))).toBe(true);
    }
  });

  it('has badges, tags, cooking status, servings, ratings, stock states and seasonal dates', () => {
    const has = (predicate: (product: ProductRow) => boolean) => catalogue.products.some(predicate);
    for (const badge of ['New', 'Bestseller', 'Limited Edition', 'Price Locked']) {
      expect(has((product) => product.marketingBadges?.includes(badge) ?? false)).toBe(true);
    }
    for (const tag of ['New recipe', 'Allergen update']) {
      expect(has((product) => product.productTags?.some((t) => t.name === tag) ?? false)).toBe(true);
    }
    for (const status of ['Ready to eat', 'Ready to heat', 'Requires cooking']) {
      expect(has((product) => product.cookingStatus === status)).toBe(true);
    }
    for (const state of ['IN_STOCK', 'OUT_OF_STOCK', 'UNAVAILABLE'])
      expect(has((p) => p.availability === state)).toBe(true);
    expect(has((product) => (product.servingsMax ?? 0) > (product.servingsMin ?? 0))).toBe(true);
    expect(
      has((product) => product.restrictionStartDate !== null && product.restrictionEndDate !== null),
    ).toBe(true);
    for (const product of catalogue.products) {
      if (product.averageRating !== null) {
        expect(product.averageRating).toBeGreaterThanOrEqual(1);
        expect(product.averageRating).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has an image and a creation date from the fixed epoch for every product', () => {
    const start = SEED_EPOCH.getTime();
    for (const product of catalogue.products) {
      expect(ICON_NAMES).toContain(product.imageIcon);
      expect(product.imageHue).toBeGreaterThanOrEqual(0);
      expect(product.imageHue).toBeLessThan(360);
      const created = (product.createdAt as Date).getTime();
      expect(created).toBeGreaterThanOrEqual(start);
      expect(created).toBeLessThan(start + 300 * DAY_MS);
    }
  });
});

describe('promotions (doc 3 §3, §9)', () => {
  it('has every kind of offer', () => {
    const codes = new Set(catalogue.promotions.map((promotion) => promotion.promotionTypeCode));
    for (const code of ['MPO', 'MV', 'LI', 'FEA', 'INT', 'NLP', 'MD']) expect(codes).toContain(code);
    expect(['PMA', 'PMR', 'PMS', 'PMT'].some((code) => codes.has(code as never))).toBe(true);
    expect(catalogue.promotions.some((promotion) => promotion.loyaltyOnly)).toBe(true);
    expect(catalogue.promotions.some((promotion) => promotion.description.startsWith('Any 3 for'))).toBe(
      true,
    );
  });

  it('puts roughly 15 to 20% of products on offer', () => {
    const onOffer = new Set(catalogue.productPromotions.map((link) => link.productId));
    expect(onOffer.size / FULL_SIZE).toBeGreaterThan(0.14);
    expect(onOffer.size / FULL_SIZE).toBeLessThan(0.22);
  });

  it('links only existing products, once per promotion, with savings that are savings', () => {
    const products = new Map(catalogue.products.map((product) => [product.id, product]));
    const promotions = new Map(catalogue.promotions.map((promotion) => [promotion.id, promotion]));
    const keys = new Set<string>();
    for (const link of catalogue.productPromotions) {
      const product = products.get(link.productId);
      const promotion = promotions.get(link.promotionId);
      expect(product && promotion).toBeTruthy();
      if (!product || !promotion) continue;
      keys.add(`${link.promotionId}|${link.productId}`);
      const discount = promotion.discount;
      if (discount.type === 'MULTI_BUY')
        expect(discount.forPence).toBeLessThan(discount.buy * product.pricePence);
      if (discount.type === 'FIXED_PRICE') expect(discount.pricePence).toBeLessThan(product.pricePence);
      if (discount.type === 'AMOUNT_OFF') expect(discount.amountPence).toBeLessThan(product.pricePence);
      if (promotion.promotionTypeCode === 'NLP')
        expect(link.wasPricePence).toBeGreaterThan(product.pricePence);
      if (promotion.promotionType === 'MULTI_BUY') expect(product.hfss).toBe(false);
    }
    expect(keys.size).toBe(catalogue.productPromotions.length);
  });

  it('has meal deals with groups of products, each with a threshold', () => {
    const deals = catalogue.promotions.filter((promotion) => promotion.promotionType === 'MEAL_DEAL');
    expect(deals.length).toBeGreaterThanOrEqual(3);
    for (const deal of deals) {
      expect(deal.discount).toMatchObject({ type: 'TOTAL_PRICE' });
      expect(deal.groups?.length).toBeGreaterThanOrEqual(2);
      for (const group of deal.groups ?? []) {
        expect(group.threshold).toBeGreaterThan(0);
        const members = catalogue.productPromotions.filter(
          (l) => l.promotionId === deal.id && l.groupId === group.id,
        );
        expect(members.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('branches', () => {
  it('has at least 20 branches with the default one, valid postcodes and delivery districts', () => {
    expect(catalogue.branches.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.branches.map((branch) => branch.id)).toContain(DEFAULT_BRANCH_ID);
    for (const branch of catalogue.branches) {
      expect(branch.postalCode).toMatch(UK_POSTCODE);
      expect(branch.phone).toMatch(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/);
      expect(branch.deliveryDistricts?.length).toBeGreaterThan(0);
      expect(branch.deliveryDistricts).toContain(branch.postalCode.split(' ')[0]);
    }
    expect(new Set(BRANCHES.map((branch) => branch.id)).size).toBe(BRANCHES.length);
  });

  it('keeps postcodes that no branch delivers to', () => {
    const served = new Set(catalogue.branches.flatMap((branch) => branch.deliveryDistricts ?? []));
    expect(NOT_SERVED_POSTCODES.length).toBeGreaterThan(0);
    for (const postcode of NOT_SERVED_POSTCODES) {
      expect(postcode).toMatch(UK_POSTCODE);
      expect(served.has(postcode.split(' ')[0] ?? '')).toBe(false);
    }
  });
});

describe('small catalogues for fast tests', () => {
  it('keeps the whole taxonomy and spreads a few products over it', () => {
    const small = generateCatalogue({ products: 300 });
    const withoutOffer = (categories: CategoryRow[]) =>
      categories.map(({ offer: _offer, ...category }) => category);
    expect(withoutOffer(small.categories)).toEqual(withoutOffer(catalogue.categories));
    expect(small.products).toHaveLength(300);
    expect(new Set(small.products.map((product) => product.categoryId)).size).toBe(300);
    expect(small.branches).toHaveLength(catalogue.branches.length);
  });

  it('stocks every non-empty leaf once there are enough products', () => {
    const stocked = leaves.filter((leaf) => !leaf.emptyOfProducts).length;
    const small = generateCatalogue({ products: stocked + 10 });
    expect(new Set(small.products.map((product) => product.categoryId)).size).toBe(stocked);
  });
});
