import type { Locator, Page } from '@playwright/test';

// The offers pages (doc 3 §2 "Offers, bundles, meal deals", buylist): an offer's page, the featured pages,
// the bundles and the buylist, by what a shopper sees on them.

/** shop/offers/{offerId}: the offer's type, description, end date and its products. */
export class OfferPage {
  constructor(private readonly page: Page) {}

  heading(description: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: description });
  }

  get ends(): Locator {
    return this.page.getByRole('main').getByText(/^Offer ends \d\d\/\d\d$/);
  }

  get pods(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  pod(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name }).first();
  }

  get notFound(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Sorry, this offer isn’t available' });
  }

  get allOffersLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: 'See all offers' });
  }
}

/** A product page's offers list, and the link of one of its offers. */
export function productOfferLink(page: Page, description: string): Locator {
  return page
    .getByRole('main')
    .getByRole('list', { name: 'Offers' })
    .getByRole('link', { name: description })
    .first();
}

/** shop/featured/bundles and bundles/{bundleName}. */
export class BundlesPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Bundles' });
  }

  bundleLink(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title, exact: true });
  }

  bundleHeading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  /** A bundle's group: its heading, threshold ('Choose 3') and products. */
  group(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }
}

/** shop/buylist/{lineNumbers} and its ad preview. */
export class BuylistPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Shop this list' });
  }

  get previewHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Ad preview' });
  }

  get pods(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  get addButtons(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: /^Add .* to trolley$/ });
  }
}
