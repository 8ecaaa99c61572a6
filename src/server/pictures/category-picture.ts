import { hashString } from '../seed/random.ts';
import { buildTaxonomy } from '../seed/taxonomy.ts';
import { FALLBACK_ICON, iconForWords, type LeafWords, leafIcon } from './food-map.ts';
import { hasIcon, iconSymbol, useIcon } from './icons.ts';
import { escapeXml, IMAGE_PIXELS, type ImageVariant } from './packshot.ts';

/** Icons only category pictures draw (none today: every one comes from the food rules). */
export const CATEGORY_EXTRA_ICONS: readonly string[] = [];

interface LeafPicture {
  path: string;
  words: LeafWords;
  hue: number;
  icon: string;
}

let leaves: LeafPicture[] | undefined;

/** The seed vocabulary's leaves, in menu order, with their words, hue and icon (built once). */
export function leafPictures(): readonly LeafPicture[] {
  if (!leaves) {
    leaves = buildTaxonomy().leaves.map((leaf) => {
      const words = { name: leaf.spec.name, items: leaf.spec.items.map((item) => item.name) };
      return { path: leaf.row.path, words, hue: leaf.hue, icon: leafIcon(words) };
    });
  }
  return leaves;
}

let byPath: Map<string, LeafPicture> | undefined;

/** A leaf category's words by its path, or undefined when the vocabulary has no such leaf. */
export function leafWordsAt(path: string): LeafWords | undefined {
  byPath ??= new Map(leafPictures().map((leaf) => [leaf.path, leaf]));
  return byPath.get(path)?.words;
}

export interface CategoryPictureInput {
  name: string;
  path: string;
}

/** Up to four different foods of the leaves under a category, spread over its aisles, and its hue. */
export function categoryFoods(category: CategoryPictureInput): { icons: string[]; hue: number } {
  const under = leafPictures().filter(
    (leaf) =>
      category.path === '' || leaf.path === category.path || leaf.path.startsWith(`${category.path}/`),
  );
  const distinct = [...new Set(under.map((leaf) => leaf.icon))].filter((icon) => icon !== FALLBACK_ICON);
  const picked =
    distinct.length <= 4
      ? distinct
      : [0, 1, 2, 3].map((i) => distinct[Math.floor((i * distinct.length) / 4)] ?? FALLBACK_ICON);
  const own = iconForWords(category.name);
  const icons = picked.length > 0 ? picked : [own ?? FALLBACK_ICON];
  const hue = under[0]?.hue ?? hashString(`category:${category.path}`) % 360;
  return { icons, hue };
}

/** Where each of n foods is drawn in the 400-unit square: [x, y, size], the first the largest. */
const LAYOUTS: Record<number, [number, number, number][]> = {
  1: [[90, 90, 220]],
  2: [
    [46, 110, 180],
    [174, 110, 180],
  ],
  3: [
    [40, 150, 160],
    [200, 150, 160],
    [120, 50, 160],
  ],
  4: [
    [40, 40, 150],
    [210, 40, 150],
    [40, 206, 150],
    [210, 206, 150],
  ],
};

/** A category's picture as SVG: a few of its foods on a plate of its hue; the name is its title. */
export function renderCategoryPicture(category: CategoryPictureInput, variant: ImageVariant): string {
  const { icons, hue } = categoryFoods(category);
  const drawn = icons.filter(hasIcon);
  const foods = drawn.length > 0 ? drawn : [FALLBACK_ICON];
  const layout = LAYOUTS[foods.length] ?? LAYOUTS[1] ?? [];
  const pixels = IMAGE_PIXELS[variant];
  const name = escapeXml(category.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 400 400" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs>${foods.map((icon) => iconSymbol(icon) ?? '').join('')}</defs>` +
    `<rect width="400" height="400" fill="hsl(${hue}, 50%, 95%)"/>` +
    `<circle cx="200" cy="200" r="180" fill="hsl(${hue}, 55%, 88%)"/>` +
    `<circle cx="200" cy="200" r="150" fill="hsl(${hue}, 60%, 97%)" stroke="hsl(${hue}, 40%, 80%)" stroke-width="4"/>` +
    foods
      .map((icon, index) => {
        const [x, y, size] = layout[index] ?? [90, 90, 220];
        return useIcon(icon, x, y, size);
      })
      .join('') +
    `</svg>`
  );
}
