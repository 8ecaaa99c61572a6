import { footerAnswerSchema } from '../contract/footer.ts';
import { call } from './client.ts';

/** The footer content call (doc 3 §3 "Footer data"); the answer's shape is src/contract/footer.ts. */

export {
  type FooterContent,
  type FooterLink,
  type FooterMhra,
  type FooterSection,
  type FooterTypedSection,
  footerContentSchema,
} from '../contract/footer.ts';
export { isSafeHref } from '../contract/links.ts';

/** The footer content fragment (doc 3 §7 Content: fragments requested by name). Public: no session needed. */
export function getFooter(signal?: AbortSignal) {
  return call({
    service: 'content',
    version: 2,
    endpoint: 'fragments/footer',
    searchParams: { clientType: 'WEB_APP' },
    schema: footerAnswerSchema,
    needsSession: false,
    signal,
  }).then((answer) => answer.content);
}
