import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { type BurgerMenuActor, burgerMenuMachine } from '../../machines/burger-menu.machine.ts';
import {
  bannersOfCurrentList,
  type MegaMenuActor,
  megaMenuMachine,
} from '../../machines/mega-menu.machine.ts';
import { selectSession } from '../../machines/session.selectors.ts';
import { callTrackingUrl, getMegaMenuBanners } from '../api/adtech.ts';
import { isExperimentOn } from '../domain/experiments.ts';
import { GROCERIES_BUTTON_ID, megaMenuClickOf } from '../domain/navigation-menu.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';
import type { AppSession } from './session.ts';

/**
 * The page's two menus (doc 3 §4): the Groceries mega menu on large screens and the burger menu on small
 * ones, their machines provided with the adtech calls, the data layer, the router and the page's focus,
 * scroll and width. The header's controls send them events (src/features/navigation); the taxonomy they list
 * is the one TanStack Query of src/features/navigation/navigation.queries.ts.
 */
export interface AppMenus {
  megaMenu: MegaMenuActor;
  burgerMenu: BurgerMenuActor;
  stop(): void;
}

export interface MenusStart {
  session: AppSession;
  navigate: (path: string) => void;
  view: Window;
  pushEvent?: PushToDataLayer;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export function startMenus({
  session,
  navigate,
  view,
  pushEvent = pushToDataLayer,
  inspect,
}: MenusStart): AppMenus {
  const options = inspect ? { inspect } : {};
  const megaMenu = createActor(
    megaMenuMachine.provide({
      actors: {
        fetchBanners: fromPromise(({ input, signal }) =>
          getMegaMenuBanners(
            {
              categories: input.categories,
              trolleyId: selectSession(session.actor.getSnapshot()).customerOrderId ?? null,
            },
            signal,
          ),
        ),
      },
      actions: {
        'track the sponsorship impressions': ({ context }) => {
          for (const banner of bannersOfCurrentList(context)) {
            for (const url of banner.tracking.impressionUrls) callTrackingUrl(url, view);
          }
        },
        'track the sponsorship click': ({ event }) => {
          if (event.type !== 'BANNER_CLICK') return;
          for (const url of event.banner.tracking.clickUrls) callTrackingUrl(url, view);
        },
        'report click_megamenu': ({ context, event }) => {
          if (event.type === 'CHOOSE')
            pushEvent({ ...megaMenuClickOf('mega-menu', context.level, event.link) });
        },
        'go to the chosen page': ({ event }) => {
          if (event.type === 'CHOOSE') navigate(event.link.href);
        },
        'go to the banner link': ({ event }) => {
          if (event.type === 'BANNER_CLICK') navigate(event.banner.textArea.link.url);
        },
        'return the focus to the Groceries button': () => {
          view.document.getElementById(GROCERIES_BUTTON_ID)?.focus();
        },
      },
    }),
    options,
  );

  let scrollBefore: string | null = null;
  const burgerMenu = createActor(
    burgerMenuMachine.provide({
      actions: {
        'lock the body scroll': () => {
          const { style } = view.document.body;
          scrollBefore = style.overflow;
          style.overflow = 'hidden';
        },
        'unlock the body scroll': () => {
          view.document.body.style.overflow = scrollBefore ?? '';
          scrollBefore = null;
        },
        'report click_megamenu': ({ context, event }) => {
          if (event.type === 'CHOOSE')
            pushEvent({ ...megaMenuClickOf('burger-menu', context.level, event.link) });
        },
        'go to the chosen page': ({ event }) => {
          if (event.type === 'CHOOSE') navigate(event.link.href);
        },
      },
    }),
    { ...options, input: { loadingState: isExperimentOn('EoS_mobileBurgerMenuLoadingState') } },
  );

  // doc 3 §4: the burger menu closes when the window's width changes (not its height: a phone's toolbars).
  const onResize = () => burgerMenu.send({ type: 'RESIZE', width: view.innerWidth });
  view.addEventListener('resize', onResize);
  megaMenu.start();
  burgerMenu.start();
  return {
    megaMenu,
    burgerMenu,
    stop: () => {
      view.removeEventListener('resize', onResize);
      megaMenu.stop();
      burgerMenu.stop();
    },
  };
}
