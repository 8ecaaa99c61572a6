import type { Product, SearchResults } from '../../../src/api/catalogue.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import type { ContentRequestBody } from './catalogue-data.ts';

export const CONTENT_URL = `${window.location.origin}/api/content-prod/v2/en?clientType=WEB_APP`;
const PRODUCT_DETAILS = `${window.location.origin}/api/products-prod/v1/product-details/`;

export interface CatalogueAnswers {
  /** The content service: results for a request body, or a Response (an error). */
  content?: (body: ContentRequestBody) => SearchResults | Response;
  /** The product-details service: a product, or undefined for a 404. */
  product?: (productId: string) => Product | undefined | Response;
}

const notFound = (what: string) => jsonAnswer({ message: `No ${what}`, type: 'NOT_FOUND' }, { status: 404 });

/** The catalogue's calls answered by the test; everything else (taxonomy, footer, ...) is a 404. */
export function catalogueService({ content, product }: CatalogueAnswers) {
  const contentBodies: ContentRequestBody[] = [];
  const service = fakeFetch(async (request) => {
    if (request.method === 'PUT' && request.url === CONTENT_URL && content) {
      const body = (await request.clone().json()) as ContentRequestBody;
      contentBodies.push(body);
      const answer = content(body);
      return answer instanceof Response ? answer : jsonAnswer(answer);
    }
    if (request.method === 'GET' && request.url.startsWith(PRODUCT_DETAILS) && product) {
      const answer = product(decodeURIComponent(request.url.slice(PRODUCT_DETAILS.length)));
      if (answer instanceof Response) return answer;
      return answer ? jsonAnswer({ product: answer }) : notFound('product');
    }
    return notFound(request.url);
  });
  return { ...service, contentBodies };
}

/** A failure no retry can mend (a 400), so the page says so at once rather than after the call layer's retries. */
export const failedAnswer = () =>
  jsonAnswer({ message: 'Cannot answer', type: 'BAD_REQUEST' }, { status: 400 });
