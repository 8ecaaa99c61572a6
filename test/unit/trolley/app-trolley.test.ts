import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectLines } from '../../../machines/trolley.selectors.ts';
import {
  type BeaconEnvironment,
  listenForAbandonedTrolley,
} from '../../../src/shop/trolley/abandoned-trolley-beacon.ts';
import { type AppTrolley, cartAddEvents, createAppTrolley } from '../../../src/shop/trolley/trolley.ts';
import { ANONYMOUS_ACCESS, createTestSession } from '../support/shop-harness.tsx';
import { answerOf, trolleyLine, trolleyOf, trolleyProduct } from './trolley-data.ts';
import { CUSTOMER_ACCESS, createFakeTrolleyServer, memoryPendingAdds } from './trolley-harness.tsx';

const milk = trolleyProduct();
const running: AppTrolley[] = [];
afterEach(() => {
  for (const trolley of running.splice(0)) trolley.stop();
});

function signingInSession(startWith = ANONYMOUS_ACCESS) {
  const tokens = {
    startSession: async () => ({ accessToken: startWith }),
    exchangeToken: async () => ({ accessToken: startWith }),
    logIn: async () => ({ accessToken: CUSTOMER_ACCESS }),
    register: async () => ({ accessToken: CUSTOMER_ACCESS }),
    logOut: async () => {},
    returnToAdmin: async () => ({ accessToken: startWith }),
  };
  return createTestSession(startWith, { tokenService: tokens });
}

const idle = (trolley: AppTrolley) =>
  waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: { ready: 'idle' } }), { timeout: 2000 });

describe('the app’s trolley (doc 1 §4 Startup and login, doc 2 §4 Trolley loading)', () => {
  it('loads the trolley of a signed-in shopper once the session has started', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ product: milk })]);
    const trolley = createAppTrolley({ session: createTestSession(CUSTOMER_ACCESS), api: server.api });
    running.push(trolley);
    await idle(trolley);
    expect(server.api.getTrolley).toHaveBeenCalledWith(expect.objectContaining({ orderId: '5001' }));
    expect(selectLines(trolley.actor.getSnapshot()).map((line) => line.lineNumber)).toEqual(['100001']);
  });

  it('loads nothing for an anonymous shopper who has no trolley order', async () => {
    const server = createFakeTrolleyServer();
    const trolley = createAppTrolley({ session: createTestSession(ANONYMOUS_ACCESS), api: server.api });
    running.push(trolley);
    await waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: 'noTrolley' }));
    expect(server.api.getTrolley).not.toHaveBeenCalled();
  });

  it('applies the add remembered before sign-in once the trolley has loaded, combining it with the line', async () => {
    const server = createFakeTrolleyServer(
      [trolleyLine({ product: milk, quantity: { amount: 2, uom: 'C62' } })],
      [milk],
    );
    const session = signingInSession();
    const pendingAdds = memoryPendingAdds();
    pendingAdds.remember({
      lineNumber: milk.lineNumber,
      productId: milk.id,
      quantity: { amount: 1, uom: 'C62' },
      product: milk,
    });
    const trolley = createAppTrolley({ session, api: server.api, pendingAdds });
    running.push(trolley);
    await waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: 'noTrolley' }));
    // Still signed out: the remembered add waits.
    expect(pendingAdds.kept).not.toBeNull();

    session.actor.send({ type: 'LOGIN', email: 'ann@example.com', password: 'Marmalade7' });
    await waitFor(trolley.actor, (snapshot) =>
      selectLines(snapshot).some((line) => line.quantity.amount === 3 && line.trolleyItemId > 0),
    );
    expect(server.lines()[0]?.quantity.amount).toBe(3);
    expect(pendingAdds.kept).toBeNull();
  });

  it('sends an undone removal made while the trolley could not be loaded, once it loads again', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ product: milk })]);
    const trolley = createAppTrolley({ session: createTestSession(CUSTOMER_ACCESS), api: server.api });
    running.push(trolley);
    await idle(trolley);

    // The removal reaches the server but its answer is lost, and so is the trolley asked for after it.
    const update = vi.mocked(server.api.updateTrolleyItem);
    const applied = update.getMockImplementation();
    update.mockImplementationOnce(async (...args) => {
      await applied?.(...args);
      throw new TypeError('Failed to fetch');
    });
    vi.mocked(server.api.getTrolley).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    trolley.actor.send({
      type: 'CHANGE',
      change: {
        kind: 'item',
        lineNumber: milk.lineNumber,
        quantity: { amount: 0, uom: 'C62' },
        product: milk,
      },
    });
    await waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: 'loadFailed', undo: 'offered' }));
    expect(server.lines()).toEqual([]);

    trolley.actor.send({ type: 'UNDO_REMOVE' });
    await idle(trolley);
    expect(server.lines().map((line) => [line.lineNumber, line.quantity.amount])).toEqual([
      [milk.lineNumber, 1],
    ]);
    expect(selectLines(trolley.actor.getSnapshot()).map((line) => line.trolleyItemId > 0)).toEqual([true]);
  });

  it('forgets the trolley when the shopper signs out', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ product: milk })]);
    const session = signingInSession();
    const trolley = createAppTrolley({ session, api: server.api });
    running.push(trolley);
    await waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: 'noTrolley' }), { timeout: 2000 });
    session.actor.send({ type: 'LOGIN', email: 'ann@example.com', password: 'Marmalade7' });
    await waitFor(trolley.actor, (snapshot) => selectLines(snapshot).length === 1, { timeout: 2000 });
    session.actor.send({ type: 'LOGOUT' });
    await waitFor(trolley.actor, (snapshot) => snapshot.matches({ sync: 'noTrolley' }), { timeout: 2000 });
    expect(trolley.actor.getSnapshot().context.trolley).toBeNull();
  });

  it('counts a cart add for analytics, but not one whose item has a conflict', async () => {
    const bread = trolleyProduct({ lineNumber: '100002', name: 'Seeded Bread', availability: 'UNAVAILABLE' });
    const server = createFakeTrolleyServer([], [milk, bread]);
    const push = vi.fn();
    const trolley = createAppTrolley({ session: createTestSession(CUSTOMER_ACCESS), api: server.api, push });
    running.push(trolley);
    await idle(trolley);

    trolley.actor.send({
      type: 'CHANGE',
      change: {
        kind: 'item',
        lineNumber: milk.lineNumber,
        quantity: { amount: 1, uom: 'C62' },
        product: milk,
      },
    });
    await waitFor(trolley.actor, (snapshot) => snapshot.context.trolley?.trolleyItems.length === 1);
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: '100001', quantity: 1 })],
        }),
      }),
    );

    push.mockClear();
    const withBread = trolleyOf([
      trolleyLine({ product: milk }),
      trolleyLine({ trolleyItemId: 12, product: bread }),
    ]);
    server.api.addItemToTrolley = vi.fn(async () =>
      answerOf({
        ...withBread,
        conflicts: [
          {
            type: 'UNAVAILABLE',
            severity: 'HARD',
            itemId: 12,
            productId: bread.id,
            lineNumber: bread.lineNumber,
            addToTrolley: false,
            outOfStock: false,
            priority: 1,
            messages: {
              aside: null,
              dismissal: null,
              longGroup: null,
              longItem: null,
              reason: null,
              shortItem: 'Temporarily unavailable',
              title: null,
              trigger: null,
            },
            resolutionActions: [],
            prohibitedActions: [],
          },
        ],
      }),
    );
    trolley.actor.send({
      type: 'CHANGE',
      change: {
        kind: 'item',
        lineNumber: bread.lineNumber,
        quantity: { amount: 1, uom: 'C62' },
        product: bread,
      },
    });
    await waitFor(trolley.actor, (snapshot) => snapshot.context.trolley?.trolleyItems.length === 2);
    expect(push).not.toHaveBeenCalled();
  });

  it('makes the cart add event from the confirmed line', () => {
    expect(
      cartAddEvents([
        {
          lineNumber: '1',
          productId: '1-1',
          name: 'A',
          quantity: { amount: 2, uom: 'C62' },
          price: 3,
          hasConflict: false,
        },
        {
          lineNumber: '2',
          productId: '2-1',
          name: 'B',
          quantity: { amount: 1, uom: 'C62' },
          price: 1,
          hasConflict: true,
        },
      ]),
    ).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'GBP',
          value: 3,
          items: [{ item_id: '1', item_name: 'A', quantity: 2, quantity_uom: 'C62', price: 3 }],
        },
      },
    ]);
  });
});

describe('the abandoned-trolley beacon (doc 1 §7.5)', () => {
  function fakeEnvironment() {
    const documentListeners = new Map<string, () => void>();
    const windowListeners = new Map<string, () => void>();
    const sent: { url: string; body: unknown }[] = [];
    const environment: BeaconEnvironment & { visibility: DocumentVisibilityState } = {
      visibility: 'visible',
      document: {
        get visibilityState() {
          return environment.visibility;
        },
        addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
        removeEventListener: (type: string) => documentListeners.delete(type),
      } as unknown as BeaconEnvironment['document'],
      window: {
        addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
        removeEventListener: (type: string) => windowListeners.delete(type),
      } as unknown as BeaconEnvironment['window'],
      sendBeacon: (url, body) => {
        sent.push({ url, body });
        return true;
      },
      location: () => 'https://shop.example/ecom/shop/search?searchTerm=milk',
      clientId: () => 'client-1',
    };
    const hide = () => {
      environment.visibility = 'hidden';
      documentListeners.get('visibilitychange')?.();
    };
    const show = () => {
      environment.visibility = 'visible';
      documentListeners.get('visibilitychange')?.();
    };
    const leave = () => windowListeners.get('pagehide')?.();
    return { environment, sent, hide, show, leave, documentListeners };
  }

  const bodyOf = async (body: unknown) => JSON.parse(await (body as Blob).text());

  it('sends the update when the tab is hidden, once until it is shown again', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ product: milk })]);
    const session = createTestSession(CUSTOMER_ACCESS);
    const trolley = createAppTrolley({ session, api: server.api });
    running.push(trolley);
    await idle(trolley);
    const fake = fakeEnvironment();
    const stop = listenForAbandonedTrolley(session, trolley, fake.environment);

    fake.hide();
    fake.leave();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]?.url).toBe('/api/analytics-prod/v1/abandoned-trolley');
    expect(await bodyOf(fake.sent[0]?.body)).toEqual({
      clientId: 'client-1',
      sessionId: null,
      customerId: 1001,
      orderId: '5001',
      pageLocation: 'https://shop.example/ecom/shop/search?searchTerm=milk',
    });
    fake.show();
    fake.hide();
    expect(fake.sent).toHaveLength(2);

    stop();
    expect(fake.documentListeners.size).toBe(0);
  });

  it('sends it when the shopper leaves while an add is still loading, and not otherwise', async () => {
    const server = createFakeTrolleyServer([], [milk]);
    let answer: (value: ReturnType<typeof answerOf>) => void = () => {};
    server.api.addItemToTrolley = vi.fn(
      () =>
        new Promise<ReturnType<typeof answerOf>>((resolve) => {
          answer = resolve;
        }),
    );
    const session = createTestSession(CUSTOMER_ACCESS);
    const trolley = createAppTrolley({ session, api: server.api });
    running.push(trolley);
    await idle(trolley);
    const fake = fakeEnvironment();
    listenForAbandonedTrolley(session, trolley, fake.environment);

    fake.leave();
    expect(fake.sent).toHaveLength(0);
    trolley.actor.send({
      type: 'CHANGE',
      change: {
        kind: 'item',
        lineNumber: milk.lineNumber,
        quantity: { amount: 1, uom: 'C62' },
        product: milk,
      },
    });
    fake.leave();
    expect(fake.sent).toHaveLength(1);
    answer(answerOf(trolleyOf([trolleyLine({ product: milk })])));
  });
});
