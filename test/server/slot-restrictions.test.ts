import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './support/auth-harness.ts';
import {
  addAddressFor,
  createSlotHarness,
  newShopper,
  type Shopper,
  slotCall,
} from './support/slot-fixtures.ts';
import { ADD_ITEM, graph, P, trolleyCall } from './support/trolley-fixtures.ts';

// Trolley conflicts from the booked slot (src/domain/slot-restrictions.ts; docs/api/trolley.md "Conflicts").
// The clock reads Monday 2 June 2025, 10:00 in London: tomorrow is the first bookable date.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const slotId = (type: string, date: string, hhmm = '1000') => `651-${type}-${date}-${hhmm}`;

async function book(shopper: Shopper, slotType: string, date: string, extra: Record<string, unknown> = {}) {
  const id = slotId(slotType, date);
  expect(
    (await slotCall(h, null, `testing/slots/${id}/capacity`, { method: 'PUT', json: { capacity: 5 } }))
      .status,
  ).toBe(200);
  const answer = await slotCall(h, shopper, 'bookslot', {
    json: { slotId: id, slotType, branchId: 651, slotGridType: 'DEFAULT_GRID', ...extra },
  });
  expect(answer.status).toBe(200);
}

const TROLLEY = /* GraphQL */ `
  query getTrolley {
    getTrolley {
      trolley {
        conflicts {
          type severity itemId productId lineNumber priority nextSlotDate
          messages { title shortItem longItem longGroup reason }
          resolutionActions { id message } prohibitedActions slotOptionDates { type date }
        }
        trolleyItems {
          trolleyItemId
          product { leadTimeDays availableDays restrictionStartDate restrictionEndDate entertaining }
        }
        trolleyTotals { trolleyItemCounts { hardConflicts softConflicts noConflicts } }
      }
    }
  }
`;

interface Conflict {
  type: string;
  severity: string;
  itemId: number;
  lineNumber: string;
  priority: number;
  nextSlotDate: string | null;
  messages: Record<string, string | null>;
  resolutionActions: { id: string; message: string }[];
  prohibitedActions: string[];
  slotOptionDates: { type: string; date: string }[];
}
interface Answer {
  getTrolley: {
    trolley: {
      conflicts: Conflict[];
      trolleyItems: { trolleyItemId: number; product: Record<string, unknown> }[];
      trolleyTotals: {
        trolleyItemCounts: { hardConflicts: number; softConflicts: number; noConflicts: number };
      };
    };
  };
}

async function trolleyOf(shopper: Shopper) {
  const result = await graph<Answer>(shopper.browser, TROLLEY, {}, 'getTrolley');
  expect(result.errors).toBeUndefined();
  return (result.data as Answer).getTrolley.trolley;
}

async function shopperWith(...keys: string[]) {
  const shopper = await newShopper(h);
  for (const key of keys) {
    await trolleyCall(shopper.browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { productId: P[key]?.id, quantity: { amount: 1, uom: 'C62' } },
    });
  }
  return shopper;
}

describe('slot restriction conflicts', () => {
  it('none without a booking; the product carries its restriction facts', async () => {
    const shopper = await shopperWith('platter', 'canapes', 'stollen', 'cake');
    const trolley = await trolleyOf(shopper);
    expect(trolley.conflicts).toEqual([]);
    expect(trolley.trolleyItems.map((item) => item.product)).toEqual([
      {
        leadTimeDays: 3,
        availableDays: null,
        restrictionStartDate: null,
        restrictionEndDate: null,
        entertaining: false,
      },
      {
        leadTimeDays: null,
        availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        restrictionStartDate: null,
        restrictionEndDate: null,
        entertaining: false,
      },
      {
        leadTimeDays: null,
        availableDays: null,
        restrictionStartDate: '2025-06-10',
        restrictionEndDate: '2025-06-20',
        entertaining: false,
      },
      {
        leadTimeDays: null,
        availableDays: null,
        restrictionStartDate: null,
        restrictionEndDate: null,
        entertaining: true,
      },
    ]);
  });

  it('LEAD_TIME: a slot sooner than the notice, until the slot moves to an allowed date', async () => {
    const shopper = await shopperWith('platter', 'milk');
    await book(shopper, 'GROCERY_COLLECTION', '2025-06-03');
    const trolley = await trolleyOf(shopper);
    expect(trolley.conflicts).toHaveLength(1);
    const [conflict] = trolley.conflicts as [Conflict];
    expect(conflict).toMatchObject({
      type: 'SLOT_RESTRICTION_LEAD_TIME',
      severity: 'HARD',
      lineNumber: P.platter?.lineNumber,
      priority: 1,
      nextSlotDate: '2025-06-05',
      prohibitedActions: [],
      slotOptionDates: [{ type: 'GROCERY_COLLECTION', date: '2025-06-05' }],
    });
    expect(conflict.itemId).toBe(trolley.trolleyItems[0]?.trolleyItemId);
    expect(conflict.messages).toMatchObject({
      title: 'No earlier slot dates',
      shortItem: 'NO EARLIER SLOT DATES',
      longGroup: 'Choose another date or remove item',
      reason: 'Test platter: Order at least 3 days ahead.',
    });
    expect(conflict.resolutionActions.map((action) => action.id)).toEqual([
      'CHANGE_SLOT_DATE',
      'REMOVE_ITEM',
    ]);
    expect(trolley.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 1,
      softConflicts: 0,
      noConflicts: 1,
    });

    await book(shopper, 'GROCERY_COLLECTION', '2025-06-05');
    const moved = await trolleyOf(shopper);
    expect(moved.conflicts).toEqual([]);
    expect(moved.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 0,
      softConflicts: 0,
      noConflicts: 2,
    });
  });

  it('DATE_RANGE: before the start and after the end, none inside', async () => {
    const shopper = await shopperWith('stollen');
    await book(shopper, 'GROCERY_COLLECTION', '2025-06-09');
    expect((await trolleyOf(shopper)).conflicts).toMatchObject([
      { type: 'SLOT_RESTRICTION_DATE_RANGE', nextSlotDate: '2025-06-10' },
    ]);
    await book(shopper, 'GROCERY_COLLECTION', '2025-06-21');
    expect((await trolleyOf(shopper)).conflicts).toMatchObject([
      { type: 'SLOT_RESTRICTION_DATE_RANGE', nextSlotDate: '2025-06-10' },
    ]);
    await book(shopper, 'GROCERY_COLLECTION', '2025-06-12');
    expect((await trolleyOf(shopper)).conflicts).toEqual([]);
  });

  it('DAY: a Saturday for a weekdays-only item, none on a Monday', async () => {
    const shopper = await shopperWith('canapes');
    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG12 7QQ');
    await book(shopper, 'DELIVERY', '2025-06-07', { addressId });
    const trolley = await trolleyOf(shopper);
    expect(trolley.conflicts).toMatchObject([
      {
        type: 'SLOT_RESTRICTION_DAY',
        nextSlotDate: '2025-06-03',
        slotOptionDates: [{ type: 'DELIVERY', date: '2025-06-03' }],
      },
    ]);
    expect(trolley.conflicts[0]?.messages.reason).toBe(
      'Test canapes: Available on Monday, Tuesday, Wednesday, Thursday and Friday.',
    );
    await book(shopper, 'DELIVERY', '2025-06-09', { addressId });
    expect((await trolleyOf(shopper)).conflicts).toEqual([]);
  });

  it('ENTERTAINING_ONLY: an entertaining item with a groceries collection, none with an entertaining one', async () => {
    const shopper = await shopperWith('cake', 'soldOut');
    await book(shopper, 'GROCERY_COLLECTION', '2025-06-12');
    const trolley = await trolleyOf(shopper);
    const restriction = trolley.conflicts.find(
      (conflict) => conflict.type === 'SLOT_RESTRICTION_ENTERTAINING_ONLY',
    );
    expect(restriction).toMatchObject({
      lineNumber: P.cake?.lineNumber,
      nextSlotDate: null,
      slotOptionDates: [],
      resolutionActions: [
        { id: 'CHANGE_SLOT_TYPE', message: 'Change to entertaining collection' },
        { id: 'REMOVE_ITEM', message: 'Remove' },
      ],
    });
    // The sold-out line and the cake: two hard lines.
    expect(trolley.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 2,
      softConflicts: 0,
      noConflicts: 0,
    });
    await book(shopper, 'ENTERTAINING_COLLECTION', '2025-06-12');
    const moved = await trolleyOf(shopper);
    expect(moved.conflicts.map((conflict) => conflict.type)).toEqual(['OUT_OF_STOCK']);
    expect(moved.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 1,
      softConflicts: 0,
      noConflicts: 1,
    });
  });
});
