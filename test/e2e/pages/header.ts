import { expect, type Locator, type Page } from '@playwright/test';
import { SignedOutPage } from './sign-in.ts';

/** The site header (doc 1 §4): search, multi-search, the slot button, the trolley count and My Account. */
export class Header {
  constructor(private readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** Desktop Chrome's viewport is above the lg breakpoint: the inline box is the one on screen. */
  get searchBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Search groceries' }).first();
  }

  /**
   * The server paints the page before its scripts run; the shop has arrived once the header's menu is a
   * button (Groceries on large screens, Menu on small ones) rather than a plain link.
   */
  async untilShopArrives(): Promise<void> {
    await expect(
      this.banner
        .getByRole('button', { name: 'Groceries', exact: true })
        .or(this.banner.getByRole('button', { name: 'Menu', exact: true }))
        .first(),
    ).toBeVisible();
  }

  get suggestions(): Locator {
    return this.page.getByRole('listbox', { name: 'Suggestions' });
  }

  get suggestionOptions(): Locator {
    return this.suggestions.getByRole('option');
  }

  get recentSearches(): Locator {
    return this.page.getByRole('listbox', { name: 'Recent searches' });
  }

  /** The search box of the mid-width overlay. */
  get overlaySearchBox(): Locator {
    return this.page.getByPlaceholder('Search...');
  }

  /** 'Book Slot', or 'Change Slot' with the booked slot's day and time. */
  get slotButton(): Locator {
    return this.banner.getByRole('link', { name: /Change Slot|Book Slot/ });
  }

  get trolleyCount(): Locator {
    return this.banner.getByTestId('trolley-count');
  }

  /** The trolley's estimated total beside the count, '£52.32'. */
  get trolleyTotal(): Locator {
    return this.banner.getByTestId('trolley-total');
  }

  get myAccount(): Locator {
    return this.page.getByRole('button', { name: 'My Account' });
  }

  /** Clicks into the search box and types, a key at a time, as a shopper does. */
  async typeSearch(text: string): Promise<void> {
    await this.searchBox.click();
    await this.searchBox.pressSequentially(text);
  }

  async openSearchOverlay(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open search' }).click();
  }

  async openMultiSearch(): Promise<void> {
    // The modal is the shop's: on a page the server painted, its button answers once the shop is there.
    await this.untilShopArrives();
    await this.page.getByRole('button', { name: 'Multi-search' }).first().click();
  }

  /** Signs out from the My Account menu and waits for the logged-out page. */
  async signOut(): Promise<void> {
    await this.myAccount.click();
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(new SignedOutPage(this.page).heading).toBeVisible();
    await expect(this.page).toHaveURL(/\/ecom\/log-out$/);
  }
}
