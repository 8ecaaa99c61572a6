import { OWN_BRAND_NAMES } from '../seed/data/brands.ts';
import { hashString } from '../seed/random.ts';
import { FALLBACK_ICON } from './food-map.ts';
import { hasIcon, iconSymbol, useIcon } from './icons.ts';

/**
 * Packshot-style product pictures, drawn as SVG on request: the pack (its shape from how the product is
 * packed, its colour from the brand, its cap or sticker from the product's kind), the food itself from the
 * illustration set, and the brand and size in words, so that neighbours in a list tell apart at a glance.
 * Pure and deterministic: the same input draws the same bytes.
 */

export const IMAGE_VARIANTS = ['small', 'medium', 'large', 'extraLarge'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Pixel sizes of the spec's image variants (doc 3 §3 Product images); the drawing scales. */
export const IMAGE_PIXELS: Record<ImageVariant, number> = {
  small: 120,
  medium: 300,
  large: 600,
  extraLarge: 1200,
};

export function isImageVariant(value: string): value is ImageVariant {
  return (IMAGE_VARIANTS as readonly string[]).includes(value);
}

/** The packs a picture can show. */
export type PackShape =
  | 'bottle'
  | 'wine'
  | 'carton'
  | 'can'
  | 'tin'
  | 'jar'
  | 'tub'
  | 'bag'
  | 'box'
  | 'tray'
  | 'punnet'
  | 'tube'
  | 'wrap';

/** The seed's packing pictogram (products.image_icon) as the pack drawn around the food. */
const PACK_OF: Record<string, PackShape> = {
  bottle: 'bottle',
  spray: 'bottle',
  wine: 'wine',
  carton: 'carton',
  can: 'can',
  glass: 'can',
  tin: 'tin',
  baby: 'tin',
  cup: 'tin',
  jar: 'jar',
  tub: 'tub',
  icecream: 'tub',
  bag: 'bag',
  leaf: 'bag',
  loaf: 'bag',
  pastry: 'bag',
  sweet: 'bag',
  roll: 'bag',
  box: 'box',
  cake: 'box',
  gift: 'box',
  egg: 'box',
  pill: 'box',
  paw: 'bag',
  meat: 'tray',
  chicken: 'tray',
  fish: 'tray',
  tray: 'tray',
  cheese: 'tray',
  sandwich: 'tray',
  pizza: 'tray',
  fruit: 'punnet',
  vegetable: 'punnet',
  tube: 'tube',
  flower: 'wrap',
  plant: 'wrap',
};

export function packShapeOf(packing: string): PackShape {
  return PACK_OF[packing] ?? 'box';
}

export interface PackshotInput {
  /** The product's name: the picture's title. */
  name: string;
  brand: string;
  size: string;
  /** How it is packed: the seed's pictogram name (products.image_icon). */
  packing: string;
  /** The food drawn: an icon of food-icons.json. */
  food: string;
  /** What the product is without its brand ('Semi Skimmed Milk'): colours the cap or sticker. */
  kind: string;
  /** The category's hue (products.image_hue): tints the background. */
  hue: number;
  /** A bottle's glass: dark green (reds), pale (whites, sparkling) or clear pink (rosés); dark when absent. */
  glass?: Glass;
}

export type Glass = 'dark' | 'pale' | 'blush';

const GLASS: Record<Glass, string> = {
  dark: 'hsl(150, 28%, 16%)',
  pale: 'hsl(75, 35%, 62%)',
  blush: 'hsl(350, 70%, 80%)',
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const LABEL = '#fffdf7';

/** Characters XML 1.0 forbids even when escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Palette {
  /** The pack's colour. */
  main: string;
  /** Its shadowed side and outlines. */
  dark: string;
  /** A pale wash of it. */
  pale: string;
  /** Words printed on the pack's colour. */
  ink: string;
}

const OWN_BRAND_PALETTES: Record<string, Palette> = {
  Waitrose: { main: 'hsl(84, 48%, 36%)', dark: 'hsl(84, 50%, 24%)', pale: 'hsl(84, 45%, 88%)', ink: '#fff' },
  'Essential Waitrose': {
    main: 'hsl(24, 88%, 50%)',
    dark: 'hsl(24, 80%, 34%)',
    pale: 'hsl(30, 90%, 90%)',
    ink: '#fff',
  },
  'No.1 Waitrose': {
    main: 'hsl(0, 0%, 13%)',
    dark: 'hsl(0, 0%, 4%)',
    pale: 'hsl(45, 30%, 88%)',
    ink: 'hsl(43, 70%, 62%)',
  },
  'Waitrose Duchy Organic': {
    main: 'hsl(152, 42%, 28%)',
    dark: 'hsl(152, 45%, 17%)',
    pale: 'hsl(90, 35%, 88%)',
    ink: '#fff',
  },
};

/** The brand's colours: the shop's own brands have theirs, every other brand a hue of its own. */
export function brandPalette(brand: string): Palette {
  const own = OWN_BRAND_NAMES.includes(brand) ? OWN_BRAND_PALETTES[brand] : undefined;
  if (own) return own;
  const hash = hashString(`brand:${brand}`);
  const hue = hash % 360;
  const saturation = 48 + ((hash >>> 9) % 22);
  const lightness = 34 + ((hash >>> 17) % 10);
  return {
    main: `hsl(${hue}, ${saturation}%, ${lightness}%)`,
    dark: `hsl(${hue}, ${saturation}%, ${lightness - 14}%)`,
    pale: `hsl(${hue}, 55%, 90%)`,
    ink: '#fff',
  };
}

/** Caps a British shopper knows milk by: whole blue, semi-skimmed green, 1% orange, skimmed red. */
const MILK_CAPS: [RegExp, string][] = [
  [/semi[ -]skimmed/i, 'hsl(130, 60%, 40%)'],
  [/\b1% fat\b/i, 'hsl(28, 90%, 52%)'],
  [/skimmed/i, 'hsl(355, 75%, 50%)'],
  [/whole/i, 'hsl(215, 80%, 48%)'],
];

/** The kind's own colour, for caps, lids and stickers: whole milk and skimmed milk differ. */
function kindAccent(kind: string): string {
  if (/milk\b/i.test(kind)) {
    const cap = MILK_CAPS.find(([words]) => words.test(kind));
    if (cap) return cap[1];
  }
  const hash = hashString(`kind:${kind.toLowerCase()}`);
  return `hsl(${hash % 360}, ${62 + ((hash >>> 11) % 20)}%, ${46 + ((hash >>> 19) % 10)}%)`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Words that fit a width: the largest font size up to `max`, shortened with an ellipsis below `min`. */
function fitText(text: string, width: number, max: number, min = 15): { text: string; size: number } {
  // Bold sans-serif letters are about 0.6 em wide on average; a little more keeps the words inside the pack.
  const perChar = 0.62;
  const clean = text.trim();
  const size = Math.min(max, width / Math.max(1, clean.length * perChar));
  if (size >= min) return { text: clean, size: round(size) };
  const chars = Math.max(3, Math.floor(width / (min * perChar)));
  return { text: `${clean.slice(0, chars - 1).trimEnd()}…`, size: min };
}

function words(
  text: string,
  x: number,
  y: number,
  width: number,
  max: number,
  fill: string,
  weight = 700,
): string {
  const fitted = fitText(text, width, max);
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${fitted.size}" font-weight="${weight}" fill="${fill}">${escapeXml(fitted.text)}</text>`;
}

interface Drawing {
  /** Behind the food (the pack). */
  back: string;
  /** The food. */
  food: string;
  /** In front of the food (a tray's sleeve, a punnet's front). */
  front: string;
  /** The brand's words on the pack, when the picture is big enough to read. */
  brand: string;
}

type PackDrawer = (p: Palette, accent: string, food: string, brand: string, glass: Glass) => Drawing;

const shine = (d: string) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="9" stroke-linecap="round"/>`;

const PACKS: Record<PackShape, PackDrawer> = {
  bottle: (p, accent, food, brand) => ({
    back:
      `<rect x="168" y="34" width="64" height="30" rx="6" fill="${accent}"/>` +
      `<path d="M176 62h48v22c0 14 42 26 42 58v190a18 18 0 0 1-18 18H152a18 18 0 0 1-18-18V142c0-32 42-44 42-58z" fill="${p.main}"/>` +
      `<rect x="146" y="176" width="108" height="124" rx="12" fill="${LABEL}"/>` +
      shine('M152 156v170'),
    food: useIcon(food, 158, 184, 84),
    front: '',
    brand: words(brand, 200, 294, 100, 17, p.dark),
  }),
  wine: (p, accent, food, brand, glass) => ({
    back:
      `<path d="M184 40h32v80c0 22 40 30 40 70v148a12 12 0 0 1-12 12h-88a12 12 0 0 1-12-12V190c0-40 40-48 40-70z" fill="${GLASS[glass]}"/>` +
      `<rect x="182" y="34" width="36" height="64" rx="5" fill="${accent}"/>` +
      `<rect x="152" y="212" width="96" height="116" rx="6" fill="${LABEL}" stroke="${p.main}" stroke-width="5"/>` +
      `<rect x="152" y="290" width="96" height="38" rx="6" fill="${p.main}"/>` +
      shine('M162 196v40'),
    food: useIcon(food, 170, 222, 60),
    front: '',
    brand: words(brand, 200, 315, 84, 15, p.ink),
  }),
  carton: (p, accent, food, brand) => ({
    back:
      `<rect x="150" y="60" width="100" height="20" rx="3" fill="${p.dark}"/>` +
      `<path d="M124 132l30-54h92l30 54z" fill="${p.dark}"/>` +
      `<circle cx="230" cy="106" r="13" fill="${accent}"/>` +
      `<rect x="124" y="132" width="152" height="218" fill="${p.main}"/>` +
      `<rect x="138" y="184" width="124" height="122" rx="14" fill="${LABEL}"/>` +
      `<rect x="124" y="318" width="152" height="32" fill="${accent}"/>`,
    food: useIcon(food, 152, 194, 96),
    front: '',
    brand: words(brand, 200, 166, 140, 26, p.ink),
  }),
  can: (p, accent, food, brand) => ({
    back:
      `<rect x="142" y="96" width="116" height="254" rx="18" fill="${p.main}"/>` +
      `<ellipse cx="200" cy="100" rx="58" ry="12" fill="hsl(0, 0%, 78%)"/>` +
      `<rect x="142" y="300" width="116" height="22" fill="${accent}"/>` +
      `<circle cx="200" cy="210" r="50" fill="${LABEL}"/>` +
      shine('M158 120v200'),
    food: useIcon(food, 164, 174, 72),
    front: '',
    brand: words(brand, 200, 144, 104, 20, p.ink),
  }),
  tin: (p, accent, food, brand) => ({
    back:
      `<rect x="112" y="160" width="176" height="190" rx="10" fill="hsl(0, 0%, 74%)"/>` +
      `<ellipse cx="200" cy="162" rx="88" ry="14" fill="hsl(0, 0%, 86%)" stroke="hsl(0, 0%, 66%)" stroke-width="3"/>` +
      `<rect x="112" y="186" width="176" height="142" fill="${p.main}"/>` +
      `<rect x="112" y="318" width="176" height="10" fill="${accent}"/>` +
      `<circle cx="200" cy="238" r="46" fill="${LABEL}"/>`,
    food: useIcon(food, 166, 204, 68),
    front: '',
    brand: words(brand, 200, 306, 160, 20, p.ink),
  }),
  jar: (p, accent, food, brand) => ({
    back:
      `<rect x="136" y="110" width="128" height="40" rx="8" fill="${accent}"/>` +
      `<path d="M136 150h128c12 0 20 10 20 24v156a20 20 0 0 1-20 20H136a20 20 0 0 1-20-20V174c0-14 8-24 20-24z" fill="${p.pale}" stroke="${p.dark}" stroke-opacity=".25" stroke-width="3"/>` +
      `<rect x="116" y="186" width="168" height="132" fill="${LABEL}"/>` +
      `<rect x="116" y="186" width="168" height="22" fill="${p.main}"/>` +
      shine('M130 170v8'),
    food: useIcon(food, 162, 214, 76),
    front: '',
    brand: words(brand, 200, 202, 156, 16, p.ink),
  }),
  tub: (p, accent, food, brand) => ({
    back:
      `<path d="M92 196h216l-20 148a10 10 0 0 1-10 8H122a10 10 0 0 1-10-8z" fill="${p.main}"/>` +
      `<ellipse cx="200" cy="194" rx="112" ry="24" fill="${accent}"/>` +
      `<ellipse cx="200" cy="190" rx="92" ry="14" fill="#fff" fill-opacity=".3"/>` +
      `<path d="M104 232h192l-8 64H112z" fill="${LABEL}"/>`,
    food: useIcon(food, 166, 222, 68),
    front: '',
    brand: words(brand, 200, 328, 150, 20, p.ink),
  }),
  bag: (p, accent, food, brand) => ({
    back:
      `<path d="M116 84q84-16 168 0l18 258q-102 18-204 0z" fill="${p.main}"/>` +
      `<path d="M116 84l10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16 10-16 10 16" fill="${p.dark}"/>` +
      `<rect x="134" y="158" width="132" height="132" rx="66" fill="${LABEL}"/>` +
      `<path d="M104 312q96 16 192 0" fill="none" stroke="${accent}" stroke-width="14"/>`,
    food: useIcon(food, 148, 172, 104),
    front: '',
    brand: words(brand, 200, 134, 150, 24, p.ink),
  }),
  box: (p, accent, food, brand) => ({
    back:
      `<path d="M112 80l22-18h176l-22 18z" fill="${p.pale}"/>` +
      `<path d="M288 80l22-18v270l-22 18z" fill="${p.dark}"/>` +
      `<rect x="112" y="80" width="176" height="270" rx="3" fill="${p.main}"/>` +
      `<rect x="126" y="146" width="148" height="150" rx="10" fill="${LABEL}"/>` +
      `<rect x="112" y="310" width="176" height="16" fill="${accent}"/>`,
    food: useIcon(food, 146, 164, 108),
    front: '',
    brand: words(brand, 200, 122, 160, 24, p.ink),
  }),
  tray: (p, accent, food, brand) => ({
    back:
      `<path d="M62 262h276l-14 80a10 10 0 0 1-10 8H86a10 10 0 0 1-10-8z" fill="${p.dark}"/>` +
      `<ellipse cx="200" cy="262" rx="138" ry="18" fill="${p.pale}"/>`,
    food: useIcon(food, 110, 96, 180),
    front:
      `<rect x="70" y="268" width="260" height="70" rx="8" fill="${p.main}"/>` +
      `<rect x="262" y="262" width="58" height="82" rx="6" fill="${accent}"/>` +
      `<path d="M74 246q126-26 252 0" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>`,
    brand: words(brand, 164, 312, 176, 24, p.ink),
  }),
  punnet: (p, accent, food, brand) => ({
    back: `<path d="M82 244h236l-18 100a8 8 0 0 1-8 6H108a8 8 0 0 1-8-6z" fill="${p.dark}"/>`,
    food: useIcon(food, 86, 120, 124) + useIcon(food, 190, 116, 124) + useIcon(food, 134, 152, 132),
    front:
      `<path d="M90 266h220l-14 78a8 8 0 0 1-8 6H112a8 8 0 0 1-8-6z" fill="${p.main}"/>` +
      `<path d="M130 274v70M170 274v70M210 274v70M250 274v70" stroke="${p.dark}" stroke-opacity=".35" stroke-width="4"/>` +
      `<rect x="120" y="286" width="160" height="44" rx="22" fill="${LABEL}" stroke="${accent}" stroke-width="5"/>`,
    brand: words(brand, 200, 316, 136, 20, p.dark),
  }),
  tube: (p, accent, food, brand) => ({
    back:
      `<path d="M146 70h108l-6 250H152z" fill="${p.main}"/>` +
      `<rect x="142" y="58" width="116" height="18" rx="3" fill="${p.dark}"/>` +
      `<rect x="168" y="318" width="64" height="32" rx="6" fill="${accent}"/>` +
      `<rect x="158" y="150" width="84" height="104" rx="10" fill="${LABEL}"/>`,
    food: useIcon(food, 168, 168, 64),
    front: '',
    brand: words(brand, 200, 118, 96, 18, p.ink),
  }),
  wrap: (p, accent, food, brand) => ({
    back: `<path d="M86 150l228 0-84 200h-60z" fill="${p.pale}" stroke="${p.main}" stroke-width="5"/>`,
    food: useIcon(food, 90, 40, 150) + useIcon(food, 164, 24, 150),
    front:
      `<path d="M86 170l228-20-84 200h-60z" fill="${p.main}" fill-opacity=".92"/>` +
      `<path d="M168 300h64" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
    brand: words(brand, 200, 240, 130, 20, p.ink),
  }),
};

/** The product's pack shot as SVG, `IMAGE_PIXELS[variant]` square; the name is its title. */
export function renderPackshot(input: PackshotInput, variant: ImageVariant): string {
  const hue = ((Math.round(input.hue) % 360) + 360) % 360;
  const food = hasIcon(input.food) ? input.food : FALLBACK_ICON;
  const palette = brandPalette(input.brand);
  const pack = PACKS[packShapeOf(input.packing)](
    palette,
    kindAccent(input.kind),
    food,
    input.brand,
    input.glass ?? 'dark',
  );
  const pixels = IMAGE_PIXELS[variant];
  const name = escapeXml(input.name);
  // A list's pods show the small picture at about 180 px: the brand reads there, the size is beside it.
  const size = input.size.trim();
  const sizeTag =
    variant !== 'small' && size !== ''
      ? (() => {
          const fitted = fitText(size, 150, 24);
          const width = Math.min(170, Math.max(64, fitted.text.length * fitted.size * 0.6 + 28));
          return (
            `<rect x="${round(384 - width)}" y="16" width="${round(width)}" height="38" rx="19" fill="#fff" stroke="hsl(${hue}, 30%, 70%)" stroke-width="2"/>` +
            `<text x="${round(384 - width / 2)}" y="43" text-anchor="middle" font-family="${FONT}" font-size="${fitted.size}" font-weight="600" fill="hsl(${hue}, 35%, 22%)">${escapeXml(fitted.text)}</text>`
          );
        })()
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 400 400" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs>${iconSymbol(food) ?? ''}</defs>` +
    `<rect width="400" height="400" fill="hsl(${hue}, 45%, 96%)"/>` +
    `<circle cx="200" cy="210" r="170" fill="hsl(${hue}, 50%, 91%)"/>` +
    `<ellipse cx="200" cy="352" rx="130" ry="12" fill="hsl(${hue}, 30%, 30%)" fill-opacity=".16"/>` +
    pack.back +
    pack.food +
    pack.front +
    pack.brand +
    sizeTag +
    `</svg>`
  );
}
