import ICONS from './food-icons.json' with { type: 'json' };

/**
 * The food illustrations the pictures draw: the few icons of Fluent Emoji Flat (MIT, Microsoft) that
 * src/server/pictures/food-map.ts names, copied out of the set by scripts/pictures-icons.mts.
 */
interface FoodIcon {
  body: string;
  width: number;
  height: number;
}

const icons: Record<string, FoodIcon> = ICONS.icons;

export const ICON_SOURCE = {
  source: ICONS.source,
  license: ICONS.license,
  author: ICONS.author,
  url: ICONS.url,
};

export function hasIcon(name: string): boolean {
  return Object.hasOwn(icons, name);
}

/** The icon as a `<symbol>` for <defs>, drawn with {@link useIcon}; undefined when the set lacks it. */
export function iconSymbol(name: string): string | undefined {
  const icon = icons[name];
  if (!icon) return undefined;
  return `<symbol id="food-${name}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</symbol>`;
}

/** Draws an icon defined by {@link iconSymbol} in a square box. */
export function useIcon(name: string, x: number, y: number, size: number): string {
  return `<use href="#food-${name}" x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}"/>`;
}

const round = (n: number) => Math.round(n * 10) / 10;
