import { type SiteBanner, siteBannerAnswerSchema } from '../contract/site-banner.ts';
import { SITE_BANNER_FRAGMENT } from '../domain/content-slots.ts';
import { call } from './client.ts';

/**
 * The site banner (doc 1 §2.3): a site-wide notice managed as the content fragment `site-banner`, a content
 * slot (src/domain/content-slots.ts). When there is none, the content service answers `content: null`
 * (docs/api/content.md) and the shop shows no banner; any failure is the call layer's, as for every call.
 */

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
