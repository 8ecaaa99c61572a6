import * as v from 'valibot';
import { type ContentPage, contentPageSchema } from '../contract/content.ts';
import { call } from './client.ts';
import { isContentName } from './content-names.ts';
import { ApiError } from './errors.ts';

/** Content pages by fragment name (doc 3 §2 "Content pages"); the page's shape is src/contract/content.ts. */

export {
  type AccordionComponent,
  type Block,
  type CallToActionComponent,
  type CardContainerComponent,
  type ContactCardComponent,
  type ContentComponent,
  type ContentPage,
  contentPageSchema,
  type Inline,
  type NavLinksComponent,
  type PageTitleComponent,
  type RichTextComponent,
  type SectionTitleComponent,
} from '../contract/content.ts';
export { CONTENT_NAME, CONTENT_NAME_MAX_LENGTH, isContentName } from './content-names.ts';

/**
 * A content page by fragment name (doc 3 §7 Content: fragments requested by name). Public: no session
 * needed. A page that does not exist answers null (doc 3 §8 page-not-found), not an error.
 */
export async function getContentPage(name: string, signal?: AbortSignal): Promise<ContentPage | null> {
  if (!isContentName(name)) return null;
  try {
    const answer = await call({
      service: 'content',
      version: 2,
      endpoint: `fragments/${name.split('/').map(encodeURIComponent).join('/')}`,
      searchParams: { clientType: 'WEB_APP' },
      schema: v.object({ name: v.literal(name), content: contentPageSchema }),
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
