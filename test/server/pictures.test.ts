// @ts-expect-error jsdom ships without type declarations and @types/jsdom is not a dependency
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  categoryFoods,
  leafPictures,
  renderCategoryPicture,
} from '../../src/server/pictures/category-picture.ts';
import { FALLBACK_ICON, iconForWords, leafIcon, productIcon } from '../../src/server/pictures/food-map.ts';
import { hasIcon, ICON_SOURCE } from '../../src/server/pictures/icons.ts';
import {
  brandPalette,
  escapeXml,
  IMAGE_PIXELS,
  IMAGE_VARIANTS,
  packShapeOf,
  renderPackshot,
} from '../../src/server/pictures/packshot.ts';
import { packshotInputOf, picturesVersion, productKind } from '../../src/server/pictures/product-picture.ts';
import { ICON_NAMES } from '../../src/server/seed/pictograms.ts';
import { generateProducts } from '../../src/server/seed/products.ts';
import { buildTaxonomy } from '../../src/server/seed/taxonomy.ts';
import { Lru } from '../../src/server/services/catalogue-cache.ts';

/** The little of the DOM these tests read, since the server's TypeScript config has no DOM types. */
interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}

// jsdom's XML parser is strict: anything not well-formed comes back as a <parsererror> document.
const parser: { parseFromString(text: string, type: string): XmlDocument } = new new JSDOM(
  '',
).window.DOMParser();

function parseSvg(svg: string) {
  const document = parser.parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const taxonomy = buildTaxonomy();
const categoryById = new Map(taxonomy.rows.map((row) => [row.id, row]));
const seeded = generateProducts(taxonomy.leaves, 2000, { seed: 7, epoch: new Date('2026-01-01T00:00:00Z') });
const inputs = seeded.map((row) => {
  const category = categoryById.get(row.categoryId);
  return packshotInputOf({
    name: row.name,
    brand: row.brand,
    size: row.size ?? '',
    imageHue: row.imageHue ?? 0,
    imageIcon: row.imageIcon ?? 'box',
    categoryPath: category?.path ?? '',
    categoryName: category?.name ?? '',
  });
});

describe('the food of a product or category (food-map)', () => {
  it.each([
    ['Semi Skimmed Milk', 'glass-of-milk'],
    ['Mature Cheddar', 'cheese-wedge'],
    ['Braeburn Apples', 'red-apple'],
    ['Granny Smith Apples', 'green-apple'],
    ['Farmhouse Loaf', 'bread'],
    ['Rioja', 'wine-glass'],
    ['Prosecco Rosé', 'bottle-with-popping-cork'],
    ['Strawberry Yogurt', 'strawberry'],
    ['Pork & Apple Sausages', 'hot-dog'],
    ['Smooth Peanut Butter', 'peanuts'],
    ['Dog Biscuits', 'dog-face'],
    ['Crème Brûlée', 'custard'],
    ['Rosemary', 'herb'],
    ['Tomato & Basil Soup', 'tomato'],
    ['Rich Tea', 'cookie'],
    ['Dishwasher Tablets', 'bubbles'],
  ])('%s shows %s', (kind, icon) => {
    expect(iconForWords(kind)).toBe(icon);
  });

  it('knows no icon for words no rule has', () => {
    expect(iconForWords('Glazed Twists')).toBeUndefined();
    expect(productIcon('Glazed Twists', { name: 'Doughnuts & Cookies', items: ['Jam Doughnuts'] })).toBe(
      'doughnut',
    );
  });

  it('names only icons the committed set holds', () => {
    for (const input of inputs) expect(hasIcon(input.food), input.food).toBe(true);
    expect(hasIcon(FALLBACK_ICON)).toBe(true);
  });

  it('gives every leaf category of the seed a picture of its own (the fallbacks are listed)', () => {
    const fallbacks = leafPictures()
      .filter((leaf) => leaf.icon === FALLBACK_ICON)
      .map((leaf) => leaf.path);
    // Freezer bags and food boxes have no food to draw: the package is their picture.
    expect(fallbacks).toEqual([
      'groceries/household/bin_bags_foil_and_food_storage/food_bags_and_containers',
    ]);
    expect(leafPictures()).toHaveLength(taxonomy.leaves.length);
  });

  it('draws every seeded product as a food, the package only where there is no food', () => {
    const fallbacks = new Set(
      inputs.filter((input) => input.food === FALLBACK_ICON).map((input) => input.kind),
    );
    for (const kind of fallbacks) expect(kind).toMatch(/bags|containers/i);
  });

  it('gives every leaf of the seed some rule of its own kinds, or of its name', () => {
    const unknown = leafPictures().filter(
      (leaf) =>
        iconForWords(leaf.words.name) === undefined && leaf.words.items.every((item) => !iconForWords(item)),
    );
    expect(unknown.map((leaf) => leaf.path)).toEqual([]);
    expect(leafIcon({ name: 'Nothing at all', items: [] })).toBe(FALLBACK_ICON);
  });
});

describe('a product kind', () => {
  it('is the name without its brand or its own-brand prefix', () => {
    expect(productKind('Harwood Farm British Semi Skimmed Milk', 'Harwood Farm')).toBe(
      'British Semi Skimmed Milk',
    );
    expect(productKind('Essential Semi Skimmed Milk', 'Essential Waitrose')).toBe('Semi Skimmed Milk');
    expect(productKind('Waitrose Loose Braeburn Apples', 'Waitrose')).toBe('Braeburn Apples');
    expect(productKind('Orchard Lane', 'Orchard Lane')).toBe('Orchard Lane');
  });
});

describe('packshots', () => {
  const product = {
    name: 'Tom & Jerry\'s "Best" <Cheddar> Crackers',
    brand: 'Crumbleton & Sons',
    size: '200g',
    packing: 'box',
    food: 'cookie',
    kind: 'Crackers',
    hue: 35,
  };

  it('is well-formed SVG with the name escaped as its title, the brand and size in words', () => {
    const svg = renderPackshot(product, 'large');
    expect(svg).not.toContain('<Cheddar>');
    const document = parseSvg(svg);
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe(product.name);
    expect(document.documentElement.getAttribute('aria-label')).toBe(product.name);
    const texts = [...document.getElementsByTagName('text')].map((text) => text.textContent);
    expect(texts).toEqual(['Crumbleton & Sons', '200g']);
    expect(document.getElementsByTagName('symbol')).toHaveLength(1);
  });

  it.each(IMAGE_VARIANTS)('renders the %s variant at its size', (variant) => {
    const document = parseSvg(renderPackshot(product, variant));
    expect(document.documentElement.getAttribute('width')).toBe(String(IMAGE_PIXELS[variant]));
    expect(document.documentElement.getAttribute('height')).toBe(String(IMAGE_PIXELS[variant]));
    expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 400 400');
  });

  it('keeps the brand but leaves the size out of the small variant', () => {
    const texts = [...parseSvg(renderPackshot(product, 'small')).getElementsByTagName('text')];
    expect(texts.map((text) => text.textContent)).toEqual(['Crumbleton & Sons']);
  });

  it('shortens a long brand with an ellipsis rather than overflowing', () => {
    const svg = renderPackshot(
      { ...product, brand: 'The Extraordinarily Long Named Brand Company of Kent' },
      'large',
    );
    const [brand] = parseSvg(svg).getElementsByTagName('text');
    expect(brand?.textContent).toMatch(/…$/);
  });

  it('strips characters XML forbids and escapes the rest', () => {
    expect(escapeXml('a\u0000b & <c> "d" \'e\'')).toBe('ab &amp; &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    parseSvg(renderPackshot({ ...product, name: 'Bad\u0001 name', brand: 'x\u0002<y>' }, 'medium'));
  });

  it('is deterministic', () => {
    expect(renderPackshot(product, 'medium')).toBe(renderPackshot({ ...product }, 'medium'));
    expect(picturesVersion()).toBe(picturesVersion());
    expect(picturesVersion()).toMatch(/^[0-9a-z]+$/);
  });

  it('draws a known pack for every packing pictogram of the seed', () => {
    for (const packing of ICON_NAMES) expect(packShapeOf(packing)).toBeTruthy();
    for (const packing of ICON_NAMES) parseSvg(renderPackshot({ ...product, packing }, 'medium'));
  });

  it('tells two brands apart by colour, and the shop’s own brands have theirs', () => {
    expect(brandPalette('Harwood Farm').main).not.toBe(brandPalette('Meadowcroft').main);
    expect(brandPalette('Waitrose').main).toBe('hsl(84, 48%, 36%)');
  });

  it('caps milk as a British shopper knows it: whole blue, semi-skimmed green, skimmed red', () => {
    const milk = { ...product, packing: 'carton', food: 'glass-of-milk' };
    const whole = renderPackshot({ ...milk, kind: 'British Whole Milk' }, 'medium');
    const semi = renderPackshot({ ...milk, kind: 'Semi Skimmed Milk' }, 'medium');
    const skimmed = renderPackshot({ ...milk, kind: 'Skimmed Milk' }, 'medium');
    expect(whole).toContain('hsl(215, 80%, 48%)');
    expect(semi).toContain('hsl(130, 60%, 40%)');
    expect(skimmed).toContain('hsl(355, 75%, 50%)');
  });

  it('draws neighbouring products of a list differently', () => {
    const milks = inputs.filter((input) => /Milk$/.test(input.name)).slice(0, 8);
    const drawn = new Set(milks.map((input) => renderPackshot(input, 'small')));
    expect(milks.length).toBeGreaterThan(3);
    expect(drawn.size).toBe(milks.length);
  });

  it('draws a thousand pictures quickly', () => {
    const started = performance.now();
    for (const input of inputs.slice(0, 1000)) renderPackshot(input, 'medium');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('category pictures', () => {
  it('shows up to four different foods of the leaves under a category', () => {
    const fresh = categoryFoods({ name: 'Fresh & Chilled', path: 'groceries/fresh_and_chilled' });
    expect(fresh.icons.length).toBe(4);
    expect(new Set(fresh.icons).size).toBe(4);
    expect(
      categoryFoods({ name: 'Milk', path: 'groceries/fresh_and_chilled/milk_butter_and_eggs/milk' }).icons,
    ).toEqual(['glass-of-milk']);
  });

  it('draws a category the vocabulary does not know from its name', () => {
    expect(categoryFoods({ name: 'Apples', path: 'somewhere/else' }).icons).toEqual(['red-apple']);
  });

  it('is well-formed SVG titled with the name', () => {
    const document = parseSvg(
      renderCategoryPicture({ name: 'Fruit & <Veg>', path: 'groceries/fruit_and_vegetables' }, 'medium'),
    );
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe('Fruit & <Veg>');
    expect(document.documentElement.getAttribute('width')).toBe('300');
  });
});

describe('the icon set', () => {
  it('records where the icons come from and their licence', () => {
    expect(ICON_SOURCE).toMatchObject({ license: 'MIT', author: 'Microsoft Corporation' });
    expect(ICON_SOURCE.source).toMatch(/^@iconify-json\/fluent-emoji-flat@/);
  });
});

describe('the picture cache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});
