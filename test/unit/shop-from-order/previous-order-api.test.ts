import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { createPreviousOrderApi } from '../../../src/api/previous-order.ts';
import { trolleyProduct } from '../trolley/trolley-data.ts';

function orderLines(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const lineNumber = String(500000 + from + index);
    return {
      lineNumber,
      productId: `${lineNumber}-1`,
      quantity: { amount: 1, uom: 'C62' },
      product: trolleyProduct({ lineNumber }),
    };
  });
}

type GraphFn = (
  query: string,
  variables: Record<string, unknown> | undefined,
  options?: unknown,
) => Promise<unknown>;

/** A graph that answers a previous order of `total` lines, a chunk per call. */
function fakeClient(total: number) {
  const graph = vi.fn<GraphFn>(async (_query, variables) => {
    const start = Number(variables?.productsStart ?? 0);
    const size = Number(variables?.productsSize ?? 100);
    return {
      getOrderWithRecommendations: {
        failures: [],
        order: {
          customerOrderId: '1001',
          containsEntertainingLines: false,
          status: 'COMPLETED',
          slots: [{ type: 'DELIVERY', status: 'CONFIRMED' }],
          placed: '2026-11-01T10:00:00.000Z',
          slotStartDateTime: '2026-11-03T09:00:00.000Z',
          totalLines: total,
          lines: orderLines(start, Math.max(0, Math.min(size, total - start))),
        },
        recommendedProducts: {
          failures: [],
          totalResults: 1,
          products: [trolleyProduct({ lineNumber: '900001' })],
        },
      },
    };
  });
  const client = { graph, call: vi.fn() } as unknown as ApiClient;
  return { client, graph };
}

describe('getOrderWithRecommendations', () => {
  it('fetches the lines in chunks of 100 until every line is in', async () => {
    const { client, graph } = fakeClient(250);
    const answer = await createPreviousOrderApi(client).getOrderWithRecommendations('1001');
    expect(
      graph.mock.calls.map(([, variables]) => [variables?.productsStart, variables?.productsSize]),
    ).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
    expect(answer.order?.lines).toHaveLength(250);
    expect(new Set(answer.order?.lines.map((line) => line.lineNumber)).size).toBe(250);
    expect(answer.recommendedProducts.products).toHaveLength(1);
  });

  it('asks once for an order of up to 100 lines', async () => {
    const { client, graph } = fakeClient(100);
    await createPreviousOrderApi(client).getOrderWithRecommendations('1001');
    expect(graph).toHaveBeenCalledTimes(1);
  });

  it('sends the experience header, the get-order tag and the 45 s timeout (doc 2 §7)', async () => {
    const { client, graph } = fakeClient(1);
    await createPreviousOrderApi(client).getOrderWithRecommendations('1001', { recommendationsSize: 8 });
    const [query, variables, options] = graph.mock.calls[0] ?? [];
    expect(query).toContain('query getOrderWithRecommendations');
    expect(variables).toMatchObject({ customerOrderId: '1001', recommendationsSize: 8, productsSize: 100 });
    expect(options).toMatchObject({
      tag: 'get-order',
      timeout: 45_000,
      headers: { experience: 'shop-from-previous-order' },
    });
  });

  it('stops when a chunk brings nothing (lines gone meanwhile)', async () => {
    const { client, graph } = fakeClient(150);
    graph.mockImplementationOnce(async () => ({
      getOrderWithRecommendations: {
        failures: [],
        order: {
          customerOrderId: '1001',
          containsEntertainingLines: false,
          status: 'COMPLETED',
          slots: [],
          placed: null,
          slotStartDateTime: null,
          totalLines: 300,
          lines: orderLines(0, 100),
        },
        recommendedProducts: { failures: [], totalResults: 0, products: [] },
      },
    }));
    const answer = await createPreviousOrderApi(client).getOrderWithRecommendations('1001');
    // 100, then 50 (the second answer's last), then nothing: done.
    expect(answer.order?.lines).toHaveLength(150);
    expect(graph).toHaveBeenCalledTimes(3);
  });

  it('answers the failures, without asking further, when it is not a previous order of the shopper', async () => {
    const graph = vi.fn(async () => ({
      getOrderWithRecommendations: {
        failures: [{ message: 'Order not found', type: 'ORDER_NOT_FOUND' }],
        order: null,
        recommendedProducts: { failures: [], totalResults: 0, products: [] },
      },
    }));
    const api = createPreviousOrderApi({ graph, call: vi.fn() } as unknown as ApiClient);
    const answer = await api.getOrderWithRecommendations('999');
    expect(answer.order).toBeNull();
    expect(answer.failures[0]?.type).toBe('ORDER_NOT_FOUND');
    expect(graph).toHaveBeenCalledTimes(1);
  });
});
