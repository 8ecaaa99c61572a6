import {
  ADTECH_UUID_HEADER,
  bannersAnswerSchema,
  MEGA_MENU_BANNER_TYPE,
  type SponsorshipBanner,
  TRAFFIC_DRIVER_STYLE,
} from '../contract/adtech.ts';
import { call } from './client.ts';

export type { SponsorshipBanner } from '../contract/adtech.ts';

/**
 * POST adtech/banners (doc 3 §7 "Mega menu banners"; docs/api/adtech.md): the sponsorship banners of the
 * categories whose menu is opened, with a uuid header for the request.
 */
export async function getMegaMenuBanners(
  { categories, trolleyId }: { categories: readonly string[]; trolleyId: string | null },
  signal?: AbortSignal,
): Promise<SponsorshipBanner[]> {
  const answer = await call({
    service: 'adtech',
    version: 1,
    endpoint: 'banners',
    method: 'POST',
    json: { type: MEGA_MENU_BANNER_TYPE, categories, style: TRAFFIC_DRIVER_STYLE, trolleyId },
    headers: { [ADTECH_UUID_HEADER]: crypto.randomUUID() },
    schema: bannersAnswerSchema,
    signal,
  });
  return answer.banners;
}

/**
 * Calls a sponsorship tracking URL of a banner (doc 3 §7 "Sponsorship tracking"): as a beacon, so a click that
 * leaves the page still counts; tracking never fails the page, so a refused beacon is let go.
 */
export function callTrackingUrl(url: string, view: Window = window): void {
  if (typeof view.navigator.sendBeacon === 'function' && view.navigator.sendBeacon(url)) return;
  void view.fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
}
