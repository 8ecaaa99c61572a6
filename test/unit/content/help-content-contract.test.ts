import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Block, type ContentPage, contentPageSchema, isContentName } from '../../../src/api/content.ts';
import { helpPageName } from '../../../src/features/content/help-pages.ts';
import { SEEDED_CONTENT } from '../../../src/server/seed/content.ts';
import { FOOTER_CONTENT } from '../../../src/server/seed/data/footer.ts';
import { HELP_CONTENT } from '../../../src/server/seed/data/help/index.ts';

// The server's seeded help pages and the storefront's schema of a content page are one contract.

const pages = Object.entries(HELP_CONTENT).map(([name, content]) => {
  const parsed = v.safeParse(contentPageSchema, content);
  return { name, parsed, page: parsed.success ? parsed.output : undefined };
});

/** Every address in a page, wherever it sits. */
function hrefsOf(page: ContentPage): string[] {
  const inline = (nodes: readonly unknown[]) =>
    nodes.flatMap((node) => (typeof node === 'object' && node && 'href' in node ? [String(node.href)] : []));
  const blocks = (items: readonly Block[]) =>
    items.flatMap((block) =>
      block.type === 'paragraph' ? inline(block.content) : block.items.flatMap(inline),
    );
  return page.components.flatMap((component): string[] => {
    switch (component.type) {
      case 'pageTitle':
        return inline(component.intro ?? []);
      case 'richText':
        return blocks(component.blocks);
      case 'accordion':
        return component.items.flatMap((item) => blocks(item.answer));
      case 'callToAction':
        return [...inline(component.body ?? []), component.link.href];
      case 'contactCard':
        return [
          ...inline(component.description ?? []),
          ...component.methods.flatMap((m) => (m.href ? [m.href] : [])),
        ];
      case 'navLinks':
        return component.links.map((link) => link.href);
      case 'cardContainer':
        return component.cards.flatMap((card) => card.links.map((link) => link.href));
      default:
        return [];
    }
  });
}

describe('the seeded help pages', () => {
  it.each(pages)('$name is what the storefront reads', ({ parsed }) => {
    expect(parsed.issues).toBeUndefined();
  });

  it.each(pages)(
    '$name is registered, named by its path, and starts with its one page title',
    ({ name, page }) => {
      expect(SEEDED_CONTENT[name]).toBe(HELP_CONTENT[name]);
      expect(isContentName(name)).toBe(true);
      expect(helpPageName(name.replace(/^help-information\/?/, ''))).toBe(name);
      expect(page?.components[0]?.type).toBe('pageTitle');
      expect(page?.components.filter((component) => component.type === 'pageTitle')).toHaveLength(1);
    },
  );

  it.each(pages)('$name links only to help pages that exist and to anchors on the page', ({ page }) => {
    if (!page) throw new Error('the page does not parse');
    const anchors = new Set(
      page.components.flatMap((component) =>
        component.type === 'sectionTitle' && component.anchor ? [`#${component.anchor}`] : [],
      ),
    );
    for (const href of hrefsOf(page)) {
      if (href.startsWith('#')) expect(anchors, href).toContain(href);
      if (href.startsWith('/ecom/help-information')) {
        expect(Object.keys(HELP_CONTENT), href).toContain(href.replace(/^\/ecom\//, ''));
      }
    }
  });

  it('covers every help page the footer links to', () => {
    const footerHelpLinks = [...FOOTER_CONTENT.support.links, ...FOOTER_CONTENT.siteLinks]
      .map((link) => link.href)
      .filter((href) => href.startsWith('/ecom/help-information'));
    for (const href of footerHelpLinks) {
      expect(Object.keys(HELP_CONTENT)).toContain(href.replace(/^\/ecom\//, ''));
    }
  });

  it('includes the customer-service, contact-us, privacy-notice and website-cookies pages (doc 3 §2)', () => {
    expect(Object.keys(HELP_CONTENT)).toEqual(
      expect.arrayContaining([
        'help-information',
        'help-information/customer-service',
        'help-information/contact-us',
        'help-information/privacy-notice',
        'help-information/website-cookies',
      ]),
    );
  });
});
