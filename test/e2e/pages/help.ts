import type { Locator, Page } from '@playwright/test';

/** The help pages (/ecom/help-information/...), their content from the content store. */
export class HelpPage {
  constructor(private readonly page: Page) {}

  heading(name: string, level = 1): Locator {
    return this.page.getByRole('heading', { level, name });
  }

  async openFromFooter(name: string): Promise<void> {
    await this.page.getByRole('contentinfo').getByRole('link', { name }).click();
  }

  async openFromBreadcrumb(name: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name }).click();
  }

  async openTopic(name: string): Promise<void> {
    await this.page.getByRole('link', { name }).click();
  }

  /** Opens a question of a topic in place. */
  async openQuestion(question: string): Promise<void> {
    await this.page.getByText(question).click();
  }
}

/** Find a store (/ecom/find-a-store): branches by postcode, each with its phone and opening hours. */
export class FindAStorePage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Find a store' });
  }

  get postcode(): Locator {
    return this.page.getByRole('textbox', { name: 'Postcode' });
  }

  async open(): Promise<void> {
    await this.page.goto('/ecom/find-a-store');
  }

  async findStores(postcode: string): Promise<void> {
    await this.postcode.fill(postcode);
    await this.page.getByRole('button', { name: 'Find stores' }).click();
  }

  /** The branches found near a postcode, nearest first. */
  storesNear(postcode: string): Locator {
    return this.page.getByRole('region', { name: `Stores near ${postcode}` }).getByRole('article');
  }

  /** Opens a branch's opening hours; answers its week. */
  async openingHours(store: Locator, name: string): Promise<Locator> {
    await store.getByText('Opening hours', { exact: false }).first().click();
    return store.getByRole('table', { name: `Opening hours for ${name}` });
  }
}
