/**
 * Copies the icons the pictures use (src/server/pictures/food-map.ts) out of the Fluent Emoji Flat set
 * (@iconify-json/fluent-emoji-flat, MIT, Microsoft) into src/server/pictures/food-icons.json, so that the
 * server never loads the whole 9 MB set. Ids inside an icon are prefixed with its name, so that icons drawn
 * side by side in one picture never share one. Run `npx tsx scripts/pictures-icons.mts` after changing
 * the rules, and commit the JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CATEGORY_EXTRA_ICONS } from '../src/server/pictures/category-picture.ts';
import { FOOD_ICON_NAMES } from '../src/server/pictures/food-map.ts';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);
const set = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
) as IconifySet;
const info = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/info.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/package.json'), 'utf8'));

const icons: Record<string, { body: string; width: number; height: number }> = {};
const missing: string[] = [];
for (const name of [...new Set([...FOOD_ICON_NAMES, ...CATEGORY_EXTRA_ICONS])].sort()) {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) {
    missing.push(name);
    continue;
  }
  const prefix = `${name}-`;
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`);
  icons[name] = { body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 };
}
if (missing.length > 0) throw new Error(`Not in the set: ${missing.join(', ')}`);

const out = {
  source: `${pkg.name}@${pkg.version}`,
  license: info.license.spdx,
  author: info.author.name,
  url: info.author.url,
  icons,
};
writeFileSync(
  new URL('../src/server/pictures/food-icons.json', import.meta.url),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(`${Object.keys(icons).length} icons from ${out.source}`);
