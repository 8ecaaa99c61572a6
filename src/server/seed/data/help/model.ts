import type {
  BlockInput,
  ContentComponentInput,
  ContentPageInput,
  InlineInput,
} from '../../../../contract/content.ts';

/**
 * The content page model is the contract's (src/contract/content.ts, as written: defaults left out; checked
 * by test/unit/content/help-content-contract.test.ts), with small builders so the pages below read like the
 * pages themselves. Text is structured nodes, never HTML.
 */

export type Inline = InlineInput;
export type Block = BlockInput;
export type Component = ContentComponentInput;
export type ContentPage = ContentPageInput;

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
