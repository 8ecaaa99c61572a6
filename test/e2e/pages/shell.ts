import type { Locator, Page } from '@playwright/test';

/**
 * What the shell shows around and over every page (doc 1 §2, §4, §8): landmarks, the skip link, the
 * not-found page, the error fallback and the app-wide modals.
 */
export class Shell {
  constructor(private readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** A level-2 heading of the main content: the home page's departments, once they show. */
  get firstSection(): Locator {
    return this.main.getByRole('heading', { level: 2 }).first();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get notFound(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Page not found' });
  }

  get siteNotice(): Locator {
    return this.page.getByRole('region', { name: 'Site notice' });
  }

  get skipLink(): Locator {
    return this.page.getByRole('link', { name: 'Skip to main content' });
  }

  /** 'Sorry, something has gone wrong...', with 'Reload page'. */
  get errorFallback(): Locator {
    return this.page.getByRole('alert', { name: 'Sorry, something has gone wrong...' });
  }

  get offline(): Locator {
    return this.page.getByRole('alertdialog', { name: "You're offline" });
  }

  get sessionTimedOut(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Sorry, your session has timed out' });
  }

  /**
   * How far down the window is scrolled. What runs in the page is written as text: the end-to-end tests are
   * type-checked without the DOM.
   */
  scrollY(): Promise<number> {
    return this.page.evaluate<number>('window.scrollY');
  }

  /** Presses a modal's button that reloads the page, and waits for the new page to load. */
  async reloadFrom(modal: Locator, button: 'OK' | 'Refresh now'): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await modal.getByRole('button', { name: button }).click();
    await reloaded;
  }
}
