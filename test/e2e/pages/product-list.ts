import { expect, type Locator, type Page } from '@playwright/test';

function countOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/**
 * A list of products: search results (/ecom/shop/search) and the browse pages (/ecom/shop/browse/...),
 * with their pods, count, filters, sort order, Load more and breadcrumbs (doc 3 §2, §4).
 */
export class ProductListPage {
  constructor(private readonly page: Page) {}

  get pods(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  pod(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name }).first();
  }

  /** '1,234 products'. */
  get productCount(): Locator {
    return this.page.getByRole('main').getByText(/^[\d,]+ products?$/);
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  }

  get sortBy(): Locator {
    return this.page.getByLabel('Sort by');
  }

  /** A browse page's heading: its department or category. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  resultsHeading(term: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Results for “${term}”` });
  }

  async search(term: string): Promise<void> {
    await this.page.goto(`/ecom/shop/search?searchTerm=${encodeURIComponent(term)}`);
  }

  /** The number of products the page says it has. */
  async shownCount(): Promise<number> {
    return countOf(await this.productCount.textContent());
  }

  /** The names of the pods on show, in order. */
  async podNames(): Promise<string[]> {
    return this.pods.getByRole('heading').allTextContents();
  }

  async podName(pod: Locator): Promise<string> {
    return (await pod.getByRole('heading').textContent()) ?? '';
  }

  /** A filter group of the Filters sidebar, with the count of each of its values. */
  filterGroup(name: string) {
    const group = this.page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name });
    return {
      options: group.getByRole('checkbox'),
      counts: async () =>
        (await group.locator('label').allTextContents()).map((label) =>
          countOf(/\(([\d,]+)/.exec(label)?.[1] ?? '0'),
        ),
    };
  }

  async loadMore(): Promise<void> {
    await this.page.getByRole('button', { name: 'Load more' }).click();
  }

  /** Opens a pod's product by its name's link. */
  async openProduct(pod: Locator): Promise<string> {
    const name = await this.podName(pod);
    await pod.getByRole('link', { name }).click();
    return name;
  }

  async productHref(pod: Locator): Promise<string | null> {
    return pod.getByRole('link', { name: await this.podName(pod) }).getAttribute('href');
  }

  /** The departments or categories a browse page leads to (`Categories in Groceries`). */
  categories(parent: string): Locator {
    return this.page.getByRole('navigation', { name: `Categories in ${parent}` }).getByRole('link');
  }

  /** Opens a category link; answers its name. */
  async openCategory(link: Locator): Promise<string> {
    const name = (await link.locator('span').first().textContent()) ?? '';
    await link.click();
    return name;
  }

  /** Sorts the list; the order shows once the pods come in it. */
  async sort(order: 'A_2_Z' | 'RELEVANCE'): Promise<void> {
    await this.sortBy.selectOption(order);
  }

  /** Waits until the pods on show are in name order (without accents or case; docs/api/catalogue.md). */
  async expectAlphabetical(): Promise<void> {
    await expect
      .poll(async () => {
        const keys = (await this.podNames()).map((name) =>
          name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
        );
        return keys.length > 1 && keys.every((key, i) => i === 0 || (keys[i - 1] as string) <= key);
      })
      .toBe(true);
  }
}
