import type { Locator, Page } from '@playwright/test';

/** The Multi-search dialog and the strip of its list on /ecom/shop/multi-search. */
export class MultiSearch {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Multi-search' });
  }

  get list(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Your shopping list' });
  }

  get status(): Locator {
    return this.dialog.getByRole('status');
  }

  get searchButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Search' });
  }

  get clearButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Clear list' });
  }

  /** The strip of the list's items over the results. */
  get strip(): Locator {
    return this.page.getByRole('navigation', { name: 'Multi-search list' }).getByRole('link');
  }

  stripItem(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Multi-search list' })
      .getByRole('link', { name, exact: true });
  }

  async search(): Promise<void> {
    await this.searchButton.click();
  }

  async clear(): Promise<void> {
    await this.clearButton.click();
  }

  async editList(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit list' }).click();
  }
}
