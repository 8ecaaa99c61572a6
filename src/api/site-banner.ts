import * as v from 'valibot';
import { SITE_BANNER_FRAGMENT } from '../domain/content-slots.ts';
import { call } from './client.ts';
import { isSafeHref } from './footer.ts';

/**
 * The site banner (doc 1 §2.3): a site-wide notice managed as the content fragment `site-banner`, a content
 * slot (src/domain/content-slots.ts). When there is none, the content service answers `content: null`
 * (docs/api/content.md) and the shop shows no banner; any failure is the call layer's, as for every call.
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

/** The content service's answer for the slot: the notice, or null when the slot is empty today. */
export const siteBannerAnswerSchema = v.object({
  name: v.literal(SITE_BANNER_FRAGMENT),
  content: v.nullable(siteBannerSchema),
});

/** The current site banner, or null when there is none. Public: no session needed. */
export async function getSiteBanner(signal?: AbortSignal): Promise<SiteBanner | null> {
  const answer = await call({
    service: 'content',
    version: 2,
    endpoint: `fragments/${SITE_BANNER_FRAGMENT}`,
    searchParams: { clientType: 'WEB_APP' },
    schema: siteBannerAnswerSchema,
    needsSession: false,
    signal,
  });
  return answer.content;
}
