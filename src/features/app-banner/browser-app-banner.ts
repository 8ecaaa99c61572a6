import { fromPromise } from 'xstate';
import { appBannerMachine, type RememberDismissalInput } from '../../../machines/app-banner.machine.ts';
import { type AppBannerEnvironment, wasDismissedWithinADay } from '../../domain/app-banner.ts';
import { readAppBannerEnvironment } from './app-banner-environment.ts';

/** The app banner machine, reading and writing the page it runs in. */
export const browserAppBannerMachine = appBannerMachine.provide({
  actors: {
    readEnvironment: fromPromise<AppBannerEnvironment>(async () => readAppBannerEnvironment()),
    rememberDismissal: fromPromise<void, RememberDismissalInput>(async ({ input }) => {
      // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is not in every browser the shop supports; dismissalCookie() builds the value
      document.cookie = input.cookie;
      // Assigning document.cookie never throws: a browser that blocks cookies just drops it.
      if (!wasDismissedWithinADay(document.cookie))
        throw new Error('The browser did not keep the app banner cookie');
    }),
  },
  actions: {
    'open the store': ({ context }) => {
      if (context.listing) window.location.assign(context.listing.storeUrl);
    },
  },
});
