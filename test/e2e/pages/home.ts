import type { Locator, Page } from '@playwright/test';

/** The home page (issue 18): the campaign, the shopper's slot and trolley, the shelves and the departments. */
export class HomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ecom/');
    await this.groceries.waitFor();
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** Today's campaign: a region headed by its name, after 'In season'. */
  get campaign(): Locator {
    return this.main.locator('section', { has: this.page.getByText('In season', { exact: true }) });
  }

  get groceries(): Locator {
    return this.main.getByRole('region', { name: 'Groceries' });
  }

  department(name: string): Locator {
    return this.groceries.getByRole('article', { name });
  }

  /** The department card's own link (its picture and name). */
  departmentLink(name: string): Locator {
    return this.department(name).getByRole('link', { name: new RegExp(`^${escapedForPattern(name)}`) });
  }

  categoryLink(department: string, category: string): Locator {
    return this.department(department)
      .getByRole('list', { name: `${department} categories` })
      .getByRole('link', { name: category, exact: true });
  }

  get offers(): Locator {
    return this.main.getByRole('region', { name: 'Offers of the week' });
  }

  get newProducts(): Locator {
    return this.main.getByRole('region', { name: 'New in' });
  }

  /** The pods of a shelf. */
  pods(shelf: Locator): Locator {
    return shelf.getByRole('article');
  }

  get slotAtAGlance(): Locator {
    return this.main.getByRole('article', { name: 'Your slot' });
  }

  get trolleyAtAGlance(): Locator {
    return this.main.getByRole('article', { name: 'Your trolley' });
  }
}

function escapedForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
