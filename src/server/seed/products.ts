import type { products } from '../db/schema.ts';
import { BRAND_FAMILIES, OWN_BRANDS, type OwnBrand } from './data/brands.ts';
import { dietaryTags } from './dietary.ts';
import { baseAmount, shelfPrice, unitPrice } from './pricing.ts';
import { createRandom, hashFloat, hashString, type Random } from './random.ts';
import { litresPerContainer, type PackSize, parseSize } from './sizes.ts';
import type { LeafCategory } from './taxonomy.ts';
import type { ItemSpec, Profile } from './vocabulary.ts';

export type ProductRow = typeof products.$inferInsert & {
  id: string;
  lineNumber: string;
  name: string;
  brand: string;
  categoryId: number;
  pricePence: number;
  uom: string;
};

export const MARKETING_BADGES = ['New', 'Bestseller', 'Limited Edition', 'Price Locked'] as const;
export const PRODUCT_TAGS = {
  newRecipe: {
    name: 'New recipe',
    tooltip: 'We have changed the recipe. Please check the ingredients before you buy.',
  },
  allergenUpdate: {
    name: 'Allergen update',
    tooltip: 'The allergen information for this product has changed. Please check the label before you buy.',
  },
};

/** Doc 2 §5: no substitutions for these groups. */
export const SUBSTITUTION_GROUPS = {
  entertaining: 'ENTERTAINING',
  pharmaceutical: 'PHARMACEUTICAL',
  freshCounter: 'FRESH_COUNTER',
} as const;

const DAY_MS = 86_400_000;
const DEPOSIT_PER_CONTAINER_PENCE = 10;
const WEEKDAYS_ONLY = ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

export interface ProductGenerationContext {
  seed: number;
  /** Created dates are spread over the days after this instant. */
  epoch: Date;
}

/** Shares out `total` products over the leaves by weight; every leaf gets one before any gets two. */
export function allocateProducts(total: number, weights: number[]): number[] {
  const n = weights.length;
  if (total <= 0 || n === 0) return weights.map(() => 0);
  if (total < n) {
    const counts = weights.map(() => 0);
    for (let i = 0; i < total; i++) counts[Math.floor((i * n) / total)] = 1;
    return counts;
  }
  const extra = total - n;
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (extra * weight) / weightSum);
  const counts = exact.map((share) => 1 + Math.floor(share));
  let left = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts;
}

/** Product and line numbers: distinct 6-digit numbers in a scattered but fixed order. */
export function lineNumberFor(index: number): string {
  if (index >= 900_000) throw new Error('at most 900,000 products have 6-digit line numbers');
  return String(100_000 + ((index * 7919 + 104_729) % 900_000));
}

function productIdFor(index: number, lineNumber: string): string {
  const n = 100_000 + ((index * 48_271 + 9973) % 899_999);
  return `${lineNumber}-${n}-${n + 1}`;
}

function barCodeFor(lineNumber: string, index: number): string {
  const digits = `50${lineNumber}${String(index % 10_000).padStart(4, '0')}`;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Choice {
  brand: string;
  own?: OwnBrand;
  variant: string;
  item: ItemSpec;
  sizeText: string;
}

/** Picks brands, kinds, variants and sizes for one leaf, never the same combination twice while any is left. */
function chooser(leaf: LeafCategory, random: Random) {
  const { profile, items, variants } = leaf.spec;
  const family = BRAND_FAMILIES[profile.brands];
  const branded = random.sample(family.brands, 4);
  const owns = OWN_BRANDS.filter(
    (own) =>
      own.tier === 'standard' ||
      (own.tier === 'value' && !profile.entertaining) ||
      (own.tier === 'premium' && profile.premium) ||
      (own.tier === 'organic' && profile.organic),
  );
  const used = new Set<string>();
  const keyOf = (choice: Choice) =>
    `${choice.brand}|${choice.variant}|${choice.item.name}|${choice.sizeText}`;
  const fits = (choice: Choice) => {
    if (!choice.variant) return true;
    const lowerItem = choice.item.name.toLowerCase();
    const lowerVariant = choice.variant.toLowerCase();
    if (lowerItem.includes(lowerVariant) || lowerVariant.includes(lowerItem)) return false;
    return !(choice.own?.tier === 'organic' && lowerVariant.includes('organic'));
  };
  const draw = (): Choice => {
    const ownBrand = random.chance(family.ownShare)
      ? random.weighted(owns.map((own) => [own, own.weight] as const))
      : undefined;
    const item = random.pick(items);
    return {
      brand: ownBrand ? ownBrand.brand : random.pick(branded),
      own: ownBrand,
      variant: variants.length > 0 && random.chance(0.6) ? random.pick(variants) : '',
      item,
      sizeText: random.pick(item.sizes ?? profile.sizes),
    };
  };
  let leftovers: Choice[] | undefined;
  return (): Choice => {
    for (let attempt = 0; attempt < 24; attempt++) {
      const choice = draw();
      if (fits(choice) && !used.has(keyOf(choice))) {
        used.add(keyOf(choice));
        return choice;
      }
    }
    // A small vocabulary is nearly used up: walk what is left in a fixed shuffled order.
    leftovers ??= random.shuffle(
      [
        ...owns.map((own) => ({ brand: own.brand, own })),
        ...branded.map((brand) => ({ brand, own: undefined })),
      ].flatMap((brand) =>
        ['', ...variants].flatMap((variant) =>
          items.flatMap((item) =>
            (item.sizes ?? profile.sizes).map((sizeText) => ({ ...brand, variant, item, sizeText })),
          ),
        ),
      ),
    );
    const next = leftovers.find((choice) => fits(choice) && !used.has(keyOf(choice)));
    const choice = next ?? draw();
    used.add(keyOf(choice));
    return choice;
  };
}

function productName(choice: Choice, size: PackSize): string {
  const prefix = choice.own ? choice.own.prefix : choice.brand;
  const loose = size.uom === 'KGM' && !size.counter ? 'Loose' : '';
  return [prefix, loose, choice.variant, choice.item.name].filter((part) => part !== '').join(' ');
}

function priceOf(
  leaf: LeafCategory,
  profile: Profile,
  choice: Choice,
  size: PackSize,
  random: Random,
): number {
  const label = `${leaf.row.path}: ${choice.item.name}`;
  const [cheapest, dearest] = profile.price;
  // The kind fixes the price level, so 'Fillet Steak' stays dearer than 'Beef Mince' in every size and brand.
  const perBase = cheapest + (dearest - cheapest) * hashFloat(`${leaf.row.path}|${choice.item.name}`);
  const brandFactor = choice.own ? choice.own.priceFactor : 1.05 + 0.35 * hashFloat(choice.brand);
  const variantFactor = choice.variant
    ? /organic/i.test(choice.variant)
      ? 1.25
      : 1 + 0.15 * hashFloat(choice.variant)
    : 1;
  const amount = baseAmount(size, profile.base, profile.itemWeight, label);
  const smallest = Math.min(
    ...(choice.item.sizes ?? profile.sizes).map((text) =>
      baseAmount(parseSize(text), profile.base, profile.itemWeight, label),
    ),
  );
  const economy = amount > smallest ? (amount / smallest) ** -0.1 : 1;
  const jitter = 0.92 + 0.16 * random.next();
  return shelfPrice(perBase * amount * brandFactor * variantFactor * economy * jitter);
}

function servingsOf(
  profile: Profile,
  random: Random,
): { servingsMin: number | null; servingsMax: number | null } {
  if (!profile.servings) return { servingsMin: null, servingsMax: null };
  const [min, max] = profile.servings;
  const servingsMin = random.int(min, max);
  const servingsMax =
    servingsMin < max && random.chance(0.4) ? random.int(servingsMin + 1, max) : servingsMin;
  return { servingsMin, servingsMax };
}

function summaryOf(choice: Choice, tags: string[], servings: { servingsMin: number | null }): string {
  const kind = [choice.variant, choice.item.name].filter((part) => part !== '').join(' ');
  const sentences = [`${kind.charAt(0).toUpperCase()}${kind.slice(1).toLowerCase()} from ${choice.brand}.`];
  if (tags.includes('Vegan')) sentences.push('Suitable for vegans.');
  else if (tags.includes('Vegetarian')) sentences.push('Suitable for vegetarians.');
  if (servings.servingsMin && servings.servingsMin > 1) sentences.push(`Serves ${servings.servingsMin}.`);
  return sentences.join(' ');
}

/** One leaf's products, from a random stream of its own so other categories' changes leave it alone. */
function leafProducts(
  leaf: LeafCategory,
  count: number,
  context: ProductGenerationContext,
): Omit<ProductRow, 'id' | 'lineNumber'>[] {
  const random = createRandom(context.seed ^ hashString(leaf.row.path));
  const next = chooser(leaf, random);
  const profile = leaf.spec.profile;
  const rows: Omit<ProductRow, 'id' | 'lineNumber'>[] = [];
  const epochMs = context.epoch.getTime();
  const seedYear = context.epoch.getUTCFullYear();

  for (let i = 0; i < count; i++) {
    const choice = next();
    const size = parseSize(choice.sizeText);
    const name = productName(choice, size);
    const text = `${choice.variant} ${choice.item.name}`;
    const pricePence = priceOf(leaf, profile, choice, size, random);
    const { unitPricePence, unitPriceUnit } = unitPrice(pricePence, size, { per75cl: profile.per75cl });

    const abv =
      profile.abv && profile.abv[1] > 0 ? round1(random.float(profile.abv[0], profile.abv[1])) : null;
    // A gift counted in items holds a standard 75cl bottle.
    const litres = litresPerContainer(size) || 0.75;
    const deposit =
      (profile.deposit === 'all' && size.measure === 'litre') ||
      (profile.deposit === 'multipacks' && size.containers > 1 && size.measure === 'litre');

    const tags = dietaryTags(profile, choice.brand, `${name} ${text}`, random);
    const hfss =
      profile.hfss !== undefined && !/zero|diet|sugar free|no added sugar|reduced sugar|light/i.test(text)
        ? random.chance(profile.hfss)
        : false;
    const servings = servingsOf(profile, random);
    const entertaining = profile.entertaining;
    const createdAt = new Date(epochMs + random.int(0, 299) * DAY_MS + random.int(0, 86_399) * 1000);
    const isNew = createdAt.getTime() >= epochMs + 240 * DAY_MS;

    const badges = new Set<string>();
    if (isNew && random.chance(0.6)) badges.add('New');
    if (random.chance(0.05)) badges.add('Bestseller');
    if ((profile.christmas || entertaining) && random.chance(0.25)) badges.add('Limited Edition');
    if (!entertaining && random.chance(0.03)) badges.add('Price Locked');
    const productTags = [];
    if (random.chance(0.025)) productTags.push(PRODUCT_TAGS.newRecipe);
    if (random.chance(0.015)) productTags.push(PRODUCT_TAGS.allergenUpdate);

    const reviewCount = random.chance(0.12) ? 0 : Math.floor(Math.exp(random.next() * 6.2));
    const rating = 4.2 + (random.next() + random.next() + random.next() - 1.5) * 0.9;
    const substitutionGroup = entertaining
      ? SUBSTITUTION_GROUPS.entertaining
      : profile.pharmacy
        ? SUBSTITUTION_GROUPS.pharmaceutical
        : size.counter
          ? SUBSTITUTION_GROUPS.freshCounter
          : null;
    const christmasStart = profile.cooking?.includes('Requires cooking') ? '12-16' : '11-14';

    rows.push({
      name,
      brand: choice.brand,
      ownBrand: choice.own !== undefined,
      size: size.display,
      productType: leaf.shopId === 10052 ? 'E' : 'G',
      categoryId: leaf.row.id,
      uom: size.uom,
      pricePence,
      priceQuantity: size.priceQuantity,
      unitPricePence,
      unitPriceUnit,
      depositChargePence: deposit ? DEPOSIT_PER_CONTAINER_PENCE * size.containers : null,
      defaultQuantity: size.defaultQuantity,
      // Loose produce of a kind with an item weight may be bought by the item too (doc 3 §5).
      itemWeightKg: size.uom === 'KGM' && !size.counter && profile.itemWeight ? profile.itemWeight : null,
      leadTimeDays: entertaining ? random.int(entertaining.leadDays[0], entertaining.leadDays[1]) : null,
      shelfLifeDays: profile.shelfLife ? random.int(profile.shelfLife[0], profile.shelfLife[1]) : null,
      maxPersonalisedMessageLength:
        entertaining?.messageLength && random.chance(entertaining.messageChance ?? 1)
          ? entertaining.messageLength
          : null,
      containsAlcohol: abv !== null,
      hfss,
      percentByVolume: abv,
      unitsInBottle: abv === null ? null : round1(abv * litres),
      substitutionsProhibited: substitutionGroup !== null,
      substitutionGroup,
      availableDays: entertaining && random.chance(0.25) ? WEEKDAYS_ONLY : null,
      restrictionStartDate: profile.christmas ? `${seedYear}-${christmasStart}` : null,
      restrictionEndDate: profile.christmas ? `${seedYear}-12-24` : null,
      servingsMin: servings.servingsMin,
      servingsMax: servings.servingsMax,
      dietaryTags: tags,
      marketingBadges: MARKETING_BADGES.filter((badge) => badges.has(badge)),
      productTags,
      cookingStatus: profile.cooking && profile.cooking.length > 0 ? random.pick(profile.cooking) : null,
      averageRating: reviewCount === 0 ? null : round2(Math.min(5, Math.max(1, rating))),
      reviewCount,
      summary: summaryOf(choice, tags, servings),
      availability: random.weighted([
        ['IN_STOCK', 94],
        ['OUT_OF_STOCK', 3.5],
        ['UNAVAILABLE', 2.5],
      ]),
      imageHue: (leaf.hue + random.int(-14, 14) + 360) % 360,
      imageIcon:
        profile.multipackIcon && size.containers > 1 && size.measure === 'litre'
          ? profile.multipackIcon
          : profile.icon,
      createdAt,
    });
  }
  return rows;
}

/** Every product of the shop, spread over the leaves that are not empty of products. */
export function generateProducts(
  leaves: LeafCategory[],
  total: number,
  context: ProductGenerationContext,
): ProductRow[] {
  const stocked = leaves.filter((leaf) => !leaf.row.emptyOfProducts);
  const counts = allocateProducts(
    total,
    stocked.map((leaf) => leaf.spec.profile.weight ?? 1),
  );
  const rows: ProductRow[] = [];
  stocked.forEach((leaf, leafIndex) => {
    for (const row of leafProducts(leaf, counts[leafIndex] ?? 0, context)) {
      const index = rows.length;
      const lineNumber = lineNumberFor(index);
      rows.push({
        ...row,
        id: productIdFor(index, lineNumber),
        lineNumber,
        barCode: barCodeFor(lineNumber, index),
      });
    }
  });
  return rows;
}
