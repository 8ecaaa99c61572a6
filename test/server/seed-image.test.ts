// @ts-expect-error jsdom ships without type declarations and @types/jsdom is not a dependency
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/server/seed/pictograms.ts';
import { escapeXml, IMAGE_PIXELS, renderProductImage } from '../../src/server/seed/product-image.ts';

/** The little of the DOM these tests read, since the server's TypeScript config has no DOM types. */
interface XmlElement {
  tagName: string;
  textContent: string | null;
  children: { length: number };
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

const product = {
  name: 'Tom & Jerry\'s "Best" <Cheddar> Crackers',
  brand: 'Crumbleton & Sons',
  imageHue: 35,
  imageIcon: 'box',
  size: '200g',
};

describe('product images', () => {
  it('is well-formed SVG with the name escaped as its title', () => {
    const svg = renderProductImage(product, 'large');
    expect(svg).not.toContain('<Cheddar>');
    const document = parseSvg(svg);
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe(product.name);
    expect(document.documentElement.getAttribute('aria-label')).toBe(product.name);
    const texts = [...document.getElementsByTagName('text')].map((text) => text.textContent);
    expect(texts).toEqual(['Crumbleton & Sons', '200g']);
  });

  it.each(['small', 'medium', 'large'] as const)('renders the %s variant at its size', (variant) => {
    const document = parseSvg(renderProductImage(product, variant));
    expect(document.documentElement.getAttribute('width')).toBe(String(IMAGE_PIXELS[variant]));
    expect(document.getElementsByTagName('text').length).toBe(variant === 'small' ? 0 : 2);
  });

  it.each(ICON_NAMES)('draws the %s pictogram', (icon) => {
    const document = parseSvg(renderProductImage({ ...product, imageIcon: icon }, 'medium'));
    expect(document.getElementsByTagName('g')[0]?.children.length).toBeGreaterThan(0);
  });

  it('falls back to a box for an unknown pictogram and strips characters XML forbids', () => {
    const svg = renderProductImage({ ...product, name: 'Odd\u0001Name', imageIcon: 'unicorn' }, 'medium');
    expect(parseSvg(svg).getElementsByTagName('title')[0]?.textContent).toBe('OddName');
    expect(svg).toBe(renderProductImage({ ...product, name: 'OddName', imageIcon: 'box' }, 'medium'));
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
