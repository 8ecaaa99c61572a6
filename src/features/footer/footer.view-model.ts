import type { FooterContent, FooterLink } from '../../api/footer.ts';

/** doc 3 §9: "the minimal footer shows the first 3 site links". */
export const MINIMAL_FOOTER_SITE_LINK_COUNT = 3;

export function minimalFooterSiteLinks(content: Pick<FooterContent, 'siteLinks'>): readonly FooterLink[] {
  return content.siteLinks.slice(0, MINIMAL_FOOTER_SITE_LINK_COUNT);
}
