import type * as account from './account.ts';
import type * as branches from './branches.ts';
import type * as checkout from './checkout.ts';
import type * as content from './content.ts';
import type * as footer from './footer.ts';

/**
 * Calls whose query options the route modules and the shell import (a route's loader, the shell's
 * customer data, the main shell's footer), with the call's module loading when it is first made
 * (issue 5). Route modules and the shell are in every page's first script, and so is whatever they import
 * statically: through these, the calls' answer schemas stay out of it. Each has the signature of the call
 * it stands for; the code that shows the answers imports the call's module itself.
 */

export const getAccount: typeof account.getAccount = (signal) =>
  import('./account.ts').then((calls) => calls.getAccount(signal));

export const getOrderStats: typeof account.getOrderStats = (signal) =>
  import('./account.ts').then((calls) => calls.getOrderStats(signal));

export const getBranches: typeof branches.getBranches = (postcode, signal) =>
  import('./branches.ts').then((calls) => calls.getBranches(postcode, signal));

export const getContentPage: typeof content.getContentPage = (name, signal) =>
  import('./content.ts').then((calls) => calls.getContentPage(name, signal));

export const getFooter: typeof footer.getFooter = (signal) =>
  import('./footer.ts').then((calls) => calls.getFooter(signal));

export const getOrder: typeof checkout.getOrder = (customerOrderId, signal) =>
  import('./checkout.ts').then((calls) => calls.getOrder(customerOrderId, signal));
