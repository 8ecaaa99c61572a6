import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { connectSession, type SessionConnection } from '../../api/client.ts';
import type { Shop } from '../shop.ts';
import type { NetworkErrorNotice } from './network-error.ts';

/**
 * The one door to the running shop (src/shop/README.md). The shop's code (its machines, xstate and the
 * calls they make) is not needed to paint the page: it loads through one `import()` just after first paint.
 * Until it has arrived `current()` is null, and every control is the plain thing it already is (a link, a
 * GET form, a pod without Add). Guards and loaders that need the shopper wait for `ready()`.
 */
export interface ShopDoor {
  /** The running shop once its code has loaded and it has started; null before. */
  current(): Shop | null;
  /** Resolves with the running shop (the same promise every time). */
  ready(): Promise<Shop>;
  /** Calls the listener once, when the shop arrives. */
  subscribe(listener: () => void): () => void;
  /** The network error modal's switch: the call layer and the door itself may need it before the shop has loaded. */
  networkError: NetworkErrorNotice;
  /** Reloads the page (the network error modal's button). */
  reload(): void;
  /**
   * True on the server, whose door never opens (`closedShopDoor`): its pages are an anonymous shopper's,
   * and a loader that would wait for the shopper takes the anonymous one instead.
   */
  readonly closed: boolean;
}

export interface ShopDoorOptions {
  /** Loads the shop's code and starts it (`startShop` of src/shop/shop.ts, through `import()`). */
  load: () => Promise<Shop>;
  networkError: NetworkErrorNotice;
  reload?: () => void;
  /** The error log. */
  report?: (error: unknown) => void;
  /** Connects the call layer; the app's own by default. */
  connect?: (connection: SessionConnection) => () => void;
}

function doorTo(
  loading: Promise<Shop>,
  networkError: NetworkErrorNotice,
  reload: () => void,
  arrived: Shop | null = null,
  closed = false,
): ShopDoor {
  let shop = arrived;
  const listeners = new Set<() => void>();
  loading.then(
    (started) => {
      shop = started;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    () => {},
  );
  return {
    current: () => shop,
    ready: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    networkError,
    reload,
    closed,
  };
}

/**
 * Starts loading the shop at once and connects the call layer to it meanwhile: a call that needs the
 * session waits for it (as it waits for the token service), and a failed answer is judged by the session's
 * rules once they are there. If the shop's code cannot be loaded the shop cannot work, so the network error
 * modal (reload the page) opens.
 */
export function openShopDoor({
  load,
  networkError,
  reload = () => window.location.reload(),
  report = (error) => console.error('The shop could not be loaded', error),
  connect = connectSession,
}: ShopDoorOptions): ShopDoor {
  const loading = load();
  loading.catch((error: unknown) => {
    report(error);
    networkError.show();
  });
  connect({
    waitForSession: () => loading.then((shop) => shop.session.whenReady()),
    statusRules: {
      onFailedAnswer: async (failure) => (await loading).session.rules.onFailedAnswer(failure),
      onNoAnswer: (error, url) => {
        loading.then((shop) => shop.session.rules.onNoAnswer?.(error, url)).catch(() => {});
      },
    },
  });
  return doorTo(loading, networkError, reload);
}

/**
 * A door that never opens: the server renders a page as the browser first shows it, before the shop has
 * arrived (src/app/server-render.tsx). Nothing on the server may wait for the shop.
 */
export function closedShopDoor(networkError: NetworkErrorNotice): ShopDoor {
  return doorTo(new Promise<Shop>(() => {}), networkError, () => {}, null, true);
}

/** A door to a shop started already (tests, and anything that has one in hand). */
export function openedShopDoor(shop: Shop): ShopDoor {
  return doorTo(Promise.resolve(shop), shop.session.networkError, () => shop.session.reload(), shop);
}

const ShopDoorContext = createContext<ShopDoor | null>(null);

/** Shares the door with the React tree (src/app/ShopRoot.tsx mounts it once). */
export function ShopProvider({ door, children }: { door: ShopDoor; children: ReactNode }) {
  return <ShopDoorContext value={door}>{children}</ShopDoorContext>;
}

export function useShopDoor(): ShopDoor {
  const door = use(ShopDoorContext);
  if (!door) throw new Error('The shop hooks need a <ShopProvider> above them');
  return door;
}

/** The running shop once it has arrived (re-renders then); null before, and outside a <ShopProvider>. */
export function useShop(): Shop | null {
  const door = use(ShopDoorContext);
  return useSyncExternalStore(
    door ? door.subscribe : noSubscription,
    door ? door.current : noShop,
    // Hydrating a page the server rendered: the server had no shop, so the first render has none either
    // (the shop may arrive while the page's chunks load); React renders again with it at once.
    noShop,
  );
}

const noSubscription = () => () => {};
const noShop = () => null;

/**
 * The running shop, for pages whose route waited for it (guards and loaders await `context.shop.ready()`).
 * A view that can render before the shop has arrived uses `useShop`.
 */
export function useReadyShop(): Shop {
  const shop = useShop();
  if (!shop)
    throw new Error("The shop has not arrived yet: the page's route must await context.shop.ready()");
  return shop;
}
