import type { Locator, Page } from '@playwright/test';

/** What a picture on a page is: where it comes from, how it loads, its set size, and whether it has loaded. */
export interface PictureFacts {
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  width: string | null;
  height: string | null;
  loaded: boolean;
}

/** The little of an <img> read here (the end-to-end tests' TypeScript has no DOM types). */
interface ImageElement {
  currentSrc: string;
  src: string;
  complete: boolean;
  naturalWidth: number;
  getAttribute(name: string): string | null;
}

/** The product pictures of a page (doc 3 §3 Product images), as a person's browser has them. */
export class Pictures {
  constructor(private readonly page: Page) {}

  /** The pictures in the page's main content, in order. */
  get all(): Locator {
    return this.page.getByRole('main').locator('img');
  }

  async facts(image: Locator): Promise<PictureFacts> {
    return image.evaluate((element: ImageElement) => ({
      src: element.currentSrc || element.src,
      loading: element.getAttribute('loading'),
      fetchPriority: element.getAttribute('fetchpriority'),
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
      loaded: element.complete && element.naturalWidth > 0,
    }));
  }

  /** The drawing behind a picture, as the images service sends it. */
  async drawing(src: string): Promise<string> {
    const response = await this.page.request.get(src);
    return response.text();
  }
}
