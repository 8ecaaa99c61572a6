import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's calls to one endpoint until the journey lets each one go, so that what the page shows
 * while it waits for the server (a machine's loading or booking state) can be seen, and so that each call
 * is answered as the walked path says: by the real server, or with a failure the server cannot be made to
 * give on demand.
 */
export class HeldCalls {
  private readonly held: Route[] = [];
  private readonly waiting: Array<(route: Route) => void> = [];

  private constructor() {}

  /** Holds every call whose path ends with `endpoint`, from now on. */
  static async of(page: Page, endpoint: string): Promise<HeldCalls> {
    const calls = new HeldCalls();
    await page.route(
      (url) => url.pathname.endsWith(endpoint),
      (route) => calls.hold(route),
    );
    return calls;
  }

  /** How many calls wait to be let go. */
  get count(): number {
    return this.held.length;
  }

  /** The oldest call still held, once there is one. */
  next(): Promise<Route> {
    const route = this.held.shift();
    return route ? Promise.resolve(route) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private hold(route: Route): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(route);
    else this.held.push(route);
  }
}
