import * as v from 'valibot';
import { isSafeContentHref } from './links.ts';

/**
 * Content pages (doc 3 §2 "Content pages"; docs/api/content.md): a page is a list of components, each one
 * of the component types the shop renders (a subset of the spec's ~38). Text is structured nodes, never
 * HTML, and every address is checked (src/contract/links.ts).
 */

const hrefSchema = v.pipe(
  v.string(),
  v.check(
    isSafeContentHref,
    'A content link must be a site path, an #anchor, an http(s) address, mailto: or tel:',
  ),
);

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('Content text must not be empty'));
const anchorSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9-]*$/, 'An anchor is lower-case words and dashes'),
);

/*
 * Inline nodes: what a paragraph or a list item is made of.
 */

export const contentTextSchema = v.object({
  type: v.literal('text'),
  text: v.string(),
  /** Strong importance, shown bold. */
  strong: v.optional(v.boolean(), false),
});
export type ContentText = v.InferOutput<typeof contentTextSchema>;

export const contentLinkSchema = v.object({
  type: v.literal('link'),
  text: nonEmpty,
  href: hrefSchema,
});
export type ContentLink = v.InferOutput<typeof contentLinkSchema>;

/** A plain string is text. */
export const inlineSchema = v.union([v.string(), contentTextSchema, contentLinkSchema]);
export type Inline = v.InferOutput<typeof inlineSchema>;

const inlinesSchema = v.pipe(v.array(inlineSchema), v.minLength(1, 'Rich text needs some text'));

/*
 * Blocks: paragraphs and lists.
 */

export const paragraphSchema = v.object({ type: v.literal('paragraph'), content: inlinesSchema });
export type Paragraph = v.InferOutput<typeof paragraphSchema>;

export const listSchema = v.object({
  type: v.literal('list'),
  ordered: v.optional(v.boolean(), false),
  items: v.pipe(v.array(inlinesSchema), v.minLength(1, 'A list needs an item')),
});
export type List = v.InferOutput<typeof listSchema>;

export const blockSchema = v.variant('type', [paragraphSchema, listSchema]);
export type Block = v.InferOutput<typeof blockSchema>;

const blocksSchema = v.pipe(v.array(blockSchema), v.minLength(1, 'Rich text needs a block'));

/*
 * Components: the page's building blocks, named after doc 3 §2's component types.
 */

const linkSchema = v.object({ text: nonEmpty, href: hrefSchema });
export type ContentNavLink = v.InferOutput<typeof linkSchema>;

/** The page's one main heading, with an optional introduction and the date it was last updated. */
export const pageTitleSchema = v.object({
  type: v.literal('pageTitle'),
  heading: nonEmpty,
  intro: v.optional(inlinesSchema),
  /** ISO calendar date. */
  lastUpdated: v.optional(v.pipe(v.string(), v.isoDate())),
});
export type PageTitleComponent = v.InferOutput<typeof pageTitleSchema>;

/** A section heading; `anchor` lets other links jump to it ('#your-rights'). */
export const sectionTitleSchema = v.object({
  type: v.literal('sectionTitle'),
  heading: nonEmpty,
  anchor: v.optional(anchorSchema),
});
export type SectionTitleComponent = v.InferOutput<typeof sectionTitleSchema>;

export const richTextSchema = v.object({ type: v.literal('richText'), blocks: blocksSchema });
export type RichTextComponent = v.InferOutput<typeof richTextSchema>;

/** Questions that open to show their answers. */
export const accordionSchema = v.object({
  type: v.literal('accordion'),
  heading: v.optional(nonEmpty),
  items: v.pipe(
    v.array(v.object({ question: nonEmpty, answer: blocksSchema })),
    v.minLength(1, 'An accordion needs an item'),
  ),
});
export type AccordionComponent = v.InferOutput<typeof accordionSchema>;

/** A highlighted next step: a heading, a line of text and one link shown as a button. */
export const callToActionSchema = v.object({
  type: v.literal('callToAction'),
  heading: nonEmpty,
  body: v.optional(inlinesSchema),
  link: linkSchema,
});
export type CallToActionComponent = v.InferOutput<typeof callToActionSchema>;

/** How to reach a team: its ways of contact and when it answers. */
export const contactCardSchema = v.object({
  type: v.literal('contactCard'),
  heading: nonEmpty,
  description: v.optional(inlinesSchema),
  methods: v.pipe(
    v.array(v.object({ label: nonEmpty, value: nonEmpty, href: v.optional(hrefSchema) })),
    v.minLength(1, 'A contact card needs a way of contact'),
  ),
  openingHours: v.optional(v.array(v.object({ days: nonEmpty, hours: nonEmpty }))),
});
export type ContactCardComponent = v.InferOutput<typeof contactCardSchema>;

/** A list of links to other pages, each with an optional line about it. */
export const navLinksSchema = v.object({
  type: v.literal('navLinks'),
  heading: v.optional(nonEmpty),
  links: v.pipe(
    v.array(v.object({ ...linkSchema.entries, description: v.optional(nonEmpty) })),
    v.minLength(1, 'Nav links need a link'),
  ),
});
export type NavLinksComponent = v.InferOutput<typeof navLinksSchema>;

/** Cards side by side, each a topic with its links. */
export const cardContainerSchema = v.object({
  type: v.literal('cardContainer'),
  heading: v.optional(nonEmpty),
  cards: v.pipe(
    v.array(
      v.object({
        heading: nonEmpty,
        description: v.optional(nonEmpty),
        links: v.pipe(v.array(linkSchema), v.minLength(1, 'A card needs a link')),
      }),
    ),
    v.minLength(1, 'A card container needs a card'),
  ),
});
export type CardContainerComponent = v.InferOutput<typeof cardContainerSchema>;

export const dividerSchema = v.object({ type: v.literal('divider') });
export type DividerComponent = v.InferOutput<typeof dividerSchema>;

export const contentComponentSchema = v.variant('type', [
  pageTitleSchema,
  sectionTitleSchema,
  richTextSchema,
  accordionSchema,
  callToActionSchema,
  contactCardSchema,
  navLinksSchema,
  cardContainerSchema,
  dividerSchema,
]);
export type ContentComponent = v.InferOutput<typeof contentComponentSchema>;
export type ContentComponentType = ContentComponent['type'];

/** A content page: its document title, search-engine facts and its components in order. */
export const contentPageSchema = v.object({
  /** The document title ('Privacy notice'). */
  title: nonEmpty,
  /** The meta description. */
  description: v.optional(nonEmpty),
  /** Asks search engines not to index the page (doc 3 §8 "not-indexed"). */
  noIndex: v.optional(v.boolean(), false),
  components: v.pipe(v.array(contentComponentSchema), v.minLength(1, 'A page needs a component')),
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;
/** What a page is written as (the seed's pages): defaults left out. */
export type ContentPageInput = v.InferInput<typeof contentPageSchema>;
export type ContentComponentInput = v.InferInput<typeof contentComponentSchema>;
export type BlockInput = v.InferInput<typeof blockSchema>;
export type InlineInput = v.InferInput<typeof inlineSchema>;
