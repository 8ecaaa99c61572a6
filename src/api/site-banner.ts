import * as v from 'valibot';
import { call } from './client.ts';
import { ApiError } from './errors.ts';
import { isSafeHref } from './footer.ts';

/**
 * The site banner (doc 1 §2.3): a site-wide notice managed as the content fragment `site-banner`. When
 * there is none, the content service answers 404 and the shop shows no banner.
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

export const SITE_BANNER_FRAGMENT = 'site-banner';

/** The current site banner, or null when there is none. Public: no session needed. */
export async function getSiteBanner(signal?: AbortSignal): Promise<SiteBanner | null> {
  try {
    const answer = await call({
      service: 'content',
      version: 2,
      endpoint: `fragments/${SITE_BANNER_FRAGMENT}`,
      searchParams: { clientType: 'WEB_APP' },
      schema: v.object({ name: v.literal(SITE_BANNER_FRAGMENT), content: siteBannerSchema }),
      needsSession: false,
      handleStatuses: [404],
      signal,
    });
    return answer.content;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
