import * as v from 'valibot';
import { isSafeHref } from './links.ts';

/**
 * The footer content fragment (doc 3 §3 "Footer data"; docs/api/content.md): support, about and shops
 * sections, social and apps links, site links, copyright and the MHRA badge.
 */

const hrefSchema = v.pipe(
  v.string(),
  v.check(isSafeHref, 'A footer link must be a site path, an http(s) address, mailto: or tel:'),
);

const imageSourceSchema = v.pipe(
  v.string(),
  v.check(
    (src) => /^(\/(?!\/)|https?:\/\/)/i.test(src.trim()),
    'An image must be a site path or an http(s) address',
  ),
);

export const footerLinkSchema = v.object({
  title: v.string(),
  href: hrefSchema,
  /** Opens in a new tab. */
  popup: v.optional(v.boolean(), false),
});
export type FooterLink = v.InferOutput<typeof footerLinkSchema>;

export const footerSectionSchema = v.object({
  title: v.string(),
  links: v.array(footerLinkSchema),
});
export type FooterSection = v.InferOutput<typeof footerSectionSchema>;

/** A social or app link: `type` names the network or store ('facebook', 'app-store', ...). */
export const footerTypedLinkSchema = v.object({
  ...footerLinkSchema.entries,
  type: v.string(),
});
export type FooterTypedLink = v.InferOutput<typeof footerTypedLinkSchema>;

export const footerTypedSectionSchema = v.object({
  title: v.string(),
  links: v.array(footerTypedLinkSchema),
});
export type FooterTypedSection = v.InferOutput<typeof footerTypedSectionSchema>;

export const footerMhraSchema = v.object({
  alt: v.string(),
  href: hrefSchema,
  src: imageSourceSchema,
});
export type FooterMhra = v.InferOutput<typeof footerMhraSchema>;

export const footerContentSchema = v.object({
  support: footerSectionSchema,
  about: footerSectionSchema,
  shops: footerSectionSchema,
  social: footerTypedSectionSchema,
  apps: footerTypedSectionSchema,
  siteLinks: v.array(footerLinkSchema),
  copyright: v.string(),
  mhra: footerMhraSchema,
});
export type FooterContent = v.InferOutput<typeof footerContentSchema>;
/** What the fragment is written as (the seed's): defaults left out. */
export type FooterContentInput = v.InferInput<typeof footerContentSchema>;

export const footerAnswerSchema = v.object({ name: v.literal('footer'), content: footerContentSchema });
export type FooterAnswer = v.InferOutput<typeof footerAnswerSchema>;
