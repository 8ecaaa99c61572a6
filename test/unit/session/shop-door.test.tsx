import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionConnection } from '../../../src/api/client.ts';
import { SessionModals } from '../../../src/app/session/SessionModals.tsx';
import {
  openedShopDoor,
  openShopDoor,
  type ShopDoor,
  ShopProvider,
  useShop,
} from '../../../src/shop/door/door.tsx';
import { createNetworkErrorNotice } from '../../../src/shop/door/network-error.ts';
import { useAppSession, useOptionalAppSession, useSession } from '../../../src/shop/door/session-hooks.ts';
import type { Shop } from '../../../src/shop/shop.ts';
import { createTestSession, testShop } from '../support/shop-harness.tsx';

/** A door whose shop's code arrives when the test says so. */
function deferredLoader() {
  let arrive!: (shop: Shop) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<Shop>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const connections: SessionConnection[] = [];
  const report = vi.fn();
  const networkError = createNetworkErrorNotice(() => true);
  const door = openShopDoor({
    load,
    networkError,
    reload: () => {},
    report,
    connect: (connection) => {
      connections.push(connection);
      return () => {};
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopProvider door={door}>{children}</ShopProvider>
  );
  return { door, load, arrive, fail, connections, report, networkError, wrapper };
}

const settle = () => act(async () => {});

describe('the shop arrives after first paint, through one door', () => {
  it('starts loading at once, and gives the same shop to everyone once it has', async () => {
    const { door, load, arrive } = deferredLoader();
    expect(load).toHaveBeenCalledTimes(1);
    expect(door.current()).toBeNull();
    const shop = testShop();
    arrive(shop);
    await expect(door.ready()).resolves.toBe(shop);
    expect(door.current()).toBe(shop);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the shell renders before: the shopper is not known yet, then is', async () => {
    const { arrive, wrapper } = deferredLoader();
    const { result } = renderHook(
      () => ({ view: useSession(), session: useOptionalAppSession(), shop: useShop() }),
      { wrapper },
    );
    expect(result.current.shop).toBeNull();
    expect(result.current.session).toBeNull();
    expect(result.current.view).toMatchObject({
      customerId: -1,
      isSignedIn: false,
      isStaffOnBehalf: false,
      hasStarted: false,
      defaultBranchId: 651,
    });
    const shop = testShop();
    await act(async () => arrive(shop));
    await settle();
    expect(result.current.shop).toBe(shop);
    expect(result.current.session).toBe(shop.session);
    expect(result.current.view.hasStarted).toBe(true);
  });

  it("a page's hooks need the shop: its route waits for it", () => {
    const { wrapper } = deferredLoader();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAppSession(), { wrapper })).toThrow(
      "The shop has not arrived yet: the page's route must await context.shop.ready()",
    );
    vi.restoreAllMocks();
  });

  it('calls that need the session wait for it; failed answers are judged by its rules once it is there', async () => {
    const { arrive, connections } = deferredLoader();
    const [connection] = connections as [SessionConnection];
    let waited = false;
    const waiting = Promise.resolve(connection.waitForSession?.()).then(() => {
      waited = true;
    });
    await settle();
    expect(waited).toBe(false);

    const session = createTestSession();
    const onFailedAnswer = vi.spyOn(session.rules, 'onFailedAnswer').mockResolvedValue('resend');
    const failure = { error: new Error('401'), status: 401 } as unknown as Parameters<
      typeof session.rules.onFailedAnswer
    >[0];
    const judged = connection.statusRules?.onFailedAnswer(failure);
    arrive(testShop({ session }));
    await waiting;
    expect(waited).toBe(true);
    await expect(judged).resolves.toBe('resend');
    expect(onFailedAnswer).toHaveBeenCalledWith(failure);
  });

  it('a failed fetch before the session has loaded is judged by its rules when it arrives', async () => {
    const { arrive, connections, networkError } = deferredLoader();
    const [connection] = connections as [SessionConnection];
    connection.statusRules?.onNoAnswer?.(new TypeError('Failed to fetch'), `${window.location.origin}/api/x`);
    expect(networkError.getState()).toBe('hidden');
    arrive(testShop({ session: createTestSession(undefined, { networkError }) }));
    await settle();
    expect(networkError.getState()).toBe('network error');
  });

  it("when the shop's code cannot be loaded, it is reported and the network error modal opens", async () => {
    const { fail, report, wrapper } = deferredLoader();
    render(<SessionModals />, { wrapper });
    const error = new TypeError('Failed to fetch dynamically imported module');
    await act(async () => fail(error));
    await settle();
    expect(report).toHaveBeenCalledWith(error);
    expect(await screen.findByRole('alertdialog', { name: 'Sorry, something went wrong' })).toBeVisible();
  });
});

describe('openedShopDoor', () => {
  it('is a door to a shop in hand', async () => {
    const shop = testShop();
    const door: ShopDoor = openedShopDoor(shop);
    await expect(door.ready()).resolves.toBe(shop);
    expect(door.current()).toBe(shop);
    expect(door.networkError).toBe(shop.session.networkError);
  });
});
