import { expect, type Locator, type Page } from '@playwright/test';

/** The header's menus (doc 3 §4): the Groceries mega menu on large screens, the burger menu on small ones. */
export class Navigation {
  constructor(private readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** The Groceries button, once the shop has made the plain link its menu's button. */
  get groceriesButton(): Locator {
    return this.banner.getByRole('button', { name: 'Groceries', exact: true });
  }

  get megaMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Groceries' });
  }

  /** A list of the mega menu, by its category's name. */
  megaMenuList(name: string): Locator {
    return this.megaMenu.getByRole('region', { name, exact: true });
  }

  get burgerButton(): Locator {
    return this.banner.getByRole('button', { name: 'Menu', exact: true });
  }

  get burgerMenu(): Locator {
    return this.page.getByRole('dialog');
  }

  get backUpALevel(): Locator {
    return this.burgerMenu.getByRole('button', { name: 'Back up a level' });
  }

  /** Tabs from the top of the page until the Groceries button has the focus, as a keyboard user would. */
  async tabToGroceries(): Promise<void> {
    await expect(this.groceriesButton).toBeVisible();
    for (let presses = 0; presses < 40; presses++) {
      await this.page.keyboard.press('Tab');
      if ((await this.banner.locator('button:focus', { hasText: 'Groceries' }).count()) > 0) return;
    }
    throw new Error('Tab never reached the Groceries button');
  }

  /** Presses Down until the focused entry of the menu is `name`. */
  async arrowDownTo(name: string): Promise<void> {
    for (let presses = 0; presses < 30; presses++) {
      if ((await this.focusedText()) === name) return;
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`ArrowDown never reached "${name}"`);
  }

  /** The focused element's text. */
  focusedText(): Promise<string> {
    return this.page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
  }

  async openBurgerMenu(): Promise<void> {
    await this.burgerButton.click();
    await expect(this.burgerMenu).toBeVisible();
  }

  /** An entry of the burger menu's list that opens the next level. */
  burgerEntry(name: string): Locator {
    return this.burgerMenu.getByRole('button', { name, exact: true });
  }

  burgerLink(name: string): Locator {
    return this.burgerMenu.getByRole('link', { name, exact: true });
  }

  burgerHeading(name: string): Locator {
    return this.burgerMenu.getByRole('heading', { level: 2, name, exact: true });
  }
}
