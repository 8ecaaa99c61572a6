import { OWN_BRANDS } from '../seed/data/brands.ts';
import { hashString } from '../seed/random.ts';
import { leafWordsAt, renderCategoryPicture } from './category-picture.ts';
import { productIcon } from './food-map.ts';
import { ICON_SOURCE } from './icons.ts';
import { type Glass, type PackshotInput, renderPackshot } from './packshot.ts';

/** What the pictures read of a product row and its category. */
export interface ProductPictureRow {
  name: string;
  brand: string;
  size: string;
  imageHue: number;
  imageIcon: string;
  categoryPath: string;
  categoryName: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a product's name may begin with its brand: the brand itself or an own brand's prefix ('Essential'). */
const BRAND_PREFIXES = new Map(OWN_BRANDS.map((own) => [own.brand, own.prefix]));

/**
 * The product without its brand ('Harwood Farm British Semi Skimmed Milk' is 'British Semi Skimmed Milk'):
 * the words the food rules read, so that a brand called 'Orchard Lane' draws no orchard.
 */
export function productKind(name: string, brand: string): string {
  const prefixes = [brand, BRAND_PREFIXES.get(brand)].filter((prefix): prefix is string => !!prefix);
  let kind = name.trim();
  for (const prefix of prefixes) {
    const stripped = kind.replace(new RegExp(`^${escapeRegExp(prefix)}\\s+`, 'i'), '');
    if (stripped !== kind) {
      kind = stripped;
      break;
    }
  }
  return kind.replace(/^Loose\s+/i, '') || name;
}

/** The packshot of a product row: its pack, its brand's colours and the food its kind names. */
export function packshotInputOf(row: ProductPictureRow): PackshotInput {
  const kind = productKind(row.name, row.brand);
  const leaf = leafWordsAt(row.categoryPath) ?? { name: row.categoryName, items: [] };
  return {
    name: row.name,
    brand: row.brand,
    size: row.size,
    packing: row.imageIcon,
    food: productIcon(kind, leaf),
    kind,
    hue: row.imageHue,
    glass: glassOf(row.categoryPath, kind),
  };
}

/** Whites and sparkling wines come in pale bottles, rosés in clear pink ones, the rest in dark green. */
function glassOf(path: string, kind: string): Glass {
  if (/rose_wine|(^|\/)rose|blush/.test(path) || /\b(?:ros[eé]|rosado|blush)\b/i.test(kind)) return 'blush';
  if (/white_wine|champagne|sparkling|prosecco|cava/.test(path)) return 'pale';
  return 'dark';
}

let version: string | undefined;

/**
 * The drawing's version: a hash of sample pictures and of the icons, so that any change to how pictures
 * are drawn gives them new URLs (they are cached for a year as immutable).
 */
export function picturesVersion(): string {
  if (version === undefined) {
    const samples = [
      renderPackshot(
        packshotInputOf({
          name: 'Waitrose British Semi Skimmed Milk',
          brand: 'Waitrose',
          size: '4 pints',
          imageHue: 205,
          imageIcon: 'carton',
          categoryPath: 'groceries/fresh_and_chilled/milk_butter_and_eggs/milk',
          categoryName: 'Milk',
        }),
        'large',
      ),
      ...['bottle', 'wine', 'can', 'tin', 'jar', 'tub', 'bag', 'box', 'tray', 'fruit', 'tube', 'flower'].map(
        (packing) =>
          renderPackshot(
            { name: 'A', brand: 'B', size: '1L', packing, food: 'red-apple', kind: 'C', hue: 1 },
            'medium',
          ),
      ),
      renderCategoryPicture({ name: 'Groceries', path: 'groceries' }, 'large'),
    ];
    version = (hashString(`${ICON_SOURCE.source}\n${samples.join('\n')}`) >>> 0).toString(36);
  }
  return version;
}
