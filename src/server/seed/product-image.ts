import { type IconName, PICTOGRAMS } from './pictograms.ts';

export type ImageVariant = 'small' | 'medium' | 'large';

export interface ProductImageInput {
  name: string;
  brand: string;
  imageHue: number;
  imageIcon: string;
  size: string;
}

/** Pixel sizes of the spec's image variants (doc 3 §3 Product images); the drawing scales. */
export const IMAGE_PIXELS: Record<ImageVariant, number> = { small: 120, medium: 300, large: 600 };

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

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

function isIconName(name: string): name is IconName {
  return Object.hasOwn(PICTOGRAMS, name);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A product's pack shot as SVG: a soft background in the product's hue, a pictogram of the pack or
 * produce, and (when big enough to read) the brand and size. The name is the image's title.
 */
export function renderProductImage(input: ProductImageInput, variant: ImageVariant): string {
  const hue = ((Math.round(input.imageHue) % 360) + 360) % 360;
  const icon: IconName = isIconName(input.imageIcon) ? input.imageIcon : 'box';
  const colours = {
    main: `hsl(${hue}, 55%, 50%)`,
    dark: `hsl(${hue}, 50%, 27%)`,
    light: `hsl(${hue}, 65%, 88%)`,
  };
  const pixels = IMAGE_PIXELS[variant];
  const name = escapeXml(input.name);
  const withText = variant !== 'small';
  const text = withText
    ? `<text x="200" y="334" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="hsl(${hue}, 45%, 24%)">${escapeXml(truncate(input.brand, 26))}</text>` +
      `<text x="200" y="366" text-anchor="middle" font-family="${FONT}" font-size="21" fill="hsl(${hue}, 25%, 38%)">${escapeXml(truncate(input.size, 30))}</text>`
    : '';
  // The 200-unit pictogram is drawn at 1.15x, centred above the text (or in the middle when there is none).
  const pictogramTop = withText ? 38 : 85;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 400 400" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 97%)"/><stop offset="1" stop-color="hsl(${hue}, 45%, 89%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="${pictogramTop + 115}" r="136" fill="hsl(${hue}, 55%, 92%)"/>` +
    `<ellipse cx="200" cy="${pictogramTop + 232}" rx="96" ry="11" fill="hsl(${hue}, 40%, 30%)" fill-opacity=".12"/>` +
    `<g transform="translate(85 ${pictogramTop}) scale(1.15)">${PICTOGRAMS[icon](colours)}</g>` +
    text +
    `</svg>`
  );
}
