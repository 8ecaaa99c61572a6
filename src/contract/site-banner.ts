import * as v from 'valibot';
import { SITE_BANNER_FRAGMENT } from '../domain/content-slots.ts';
import { isSafeHref } from './links.ts';

/**
 * The site banner (doc 1 §2.3; docs/api/content.md): the content slot `site-banner`, a notice or null when the
 * slot is empty today.
 */

/** doc 1 §3 "Message severities". */
export const MESSAGE_SEVERITIES = ['INFORMATIVE', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export type MessageSeverity = (typeof MESSAGE_SEVERITIES)[number];

export const siteBannerSchema = v.object({
  /** Changes whenever the notice does, so that a new notice shows even to shoppers who closed the last. */
  id: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  severity: v.optional(v.picklist(MESSAGE_SEVERITIES), 'INFORMATIVE'),
  link: v.optional(
    v.object({
      text: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      href: v.pipe(v.string(), v.check(isSafeHref, 'A banner link must be a site path or a web address')),
    }),
  ),
});
export type SiteBanner = v.InferOutput<typeof siteBannerSchema>;
export type SiteBannerInput = v.InferInput<typeof siteBannerSchema>;

/** The content service's answer for the slot: the notice, or null when the slot is empty today. */
export const siteBannerAnswerSchema = v.object({
  name: v.literal(SITE_BANNER_FRAGMENT),
  content: v.nullable(siteBannerSchema),
});
export type SiteBannerAnswer = v.InferOutput<typeof siteBannerAnswerSchema>;
