import { isContentName } from '../../api/content-names.ts';

/** The help and customer-service section (doc 3 §2 "help-information/*"): its index and its pages. */
export const HELP_SECTION = 'help-information';
export const HELP_HOME_PATH = `/ecom/${HELP_SECTION}`;
export const HELP_HOME_LABEL = 'Help & FAQs';

/**
 * The fragment behind a help page, from the path below /ecom/help-information/ ('privacy-notice' →
 * 'help-information/privacy-notice'); null for a path no fragment can have, which is simply not found.
 */
export function helpPageName(splat: string | undefined): string | null {
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === '') return HELP_SECTION;
  const name = `${HELP_SECTION}/${path}`;
  return isContentName(name) ? name : null;
}
