/**
 * The words of the content page model (read by the storefront's schema in src/api/content.ts, and
 * checked against it by test/unit/content/help-content-contract.test.ts): the shape of the pages in the
 * JSON files beside this one. Text is structured nodes, never HTML.
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
