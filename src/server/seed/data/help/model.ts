/**
 * The words of the content page model (read by the storefront's schema in src/api/content.ts, and
 * checked against it by test/unit/content/help-content-contract.test.ts), with small builders so the
 * pages below read like the pages themselves. Text is structured nodes, never HTML.
 */

export type Inline =
  | string
  | { type: 'text'; text: string; strong?: boolean }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered?: boolean; items: Inline[][] };

export type Link = {
  text: string;
  href: string;
};

export type Component =
  | { type: 'pageTitle'; heading: string; intro?: Inline[]; lastUpdated?: string }
  | { type: 'sectionTitle'; heading: string; anchor?: string }
  | { type: 'richText'; blocks: Block[] }
  | { type: 'accordion'; heading?: string; items: { question: string; answer: Block[] }[] }
  | { type: 'callToAction'; heading: string; body?: Inline[]; link: Link }
  | {
      type: 'contactCard';
      heading: string;
      description?: Inline[];
      methods: { label: string; value: string; href?: string }[];
      openingHours?: { days: string; hours: string }[];
    }
  | { type: 'navLinks'; heading?: string; links: (Link & { description?: string })[] }
  | {
      type: 'cardContainer';
      heading?: string;
      cards: { heading: string; description?: string; links: Link[] }[];
    }
  | { type: 'divider' };

// A type rather than an interface, so a page is a Record<string, unknown> like every seeded fragment.
export type ContentPage = {
  title: string;
  description?: string;
  noIndex?: boolean;
  components: Component[];
};

/** Pages under /ecom/help-information: the fragment `help-information/{slug}`. */
export const helpPath = (slug?: string) =>
  slug ? `/ecom/help-information/${slug}` : '/ecom/help-information';

export const link = (text: string, href: string): Inline => ({ type: 'link', text, href });
export const strong = (text: string): Inline => ({ type: 'text', text, strong: true });

export const p = (...content: Inline[]): Block => ({ type: 'paragraph', content });
export const ul = (...items: (Inline | Inline[])[]): Block => ({
  type: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const ol = (...items: (Inline | Inline[])[]): Block => ({ ...ul(...items), ordered: true }) as Block;

export const pageTitle = (heading: string, intro?: Inline[], lastUpdated?: string): Component => ({
  type: 'pageTitle',
  heading,
  ...(intro && { intro }),
  ...(lastUpdated && { lastUpdated }),
});
export const section = (heading: string, anchor?: string): Component => ({
  type: 'sectionTitle',
  heading,
  ...(anchor && { anchor }),
});
export const text = (...blocks: Block[]): Component => ({ type: 'richText', blocks });
export const faq = (question: string, ...answer: Block[]) => ({ question, answer });
export const accordion = (heading: string | undefined, ...items: ReturnType<typeof faq>[]): Component => ({
  type: 'accordion',
  ...(heading && { heading }),
  items,
});
export const divider: Component = { type: 'divider' };
