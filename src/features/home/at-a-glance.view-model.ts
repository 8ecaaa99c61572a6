import { trolleyCountLabel } from '../../domain/counts.ts';
import { formatMoney } from '../../domain/money.ts';
import type { CustomerSlot } from '../../domain/slot-booking.ts';
import { bookedSlotLabel } from '../../domain/slot-booking-display.ts';
import { BOOK_SLOT_PATH, TROLLEY_PATH } from '../header/header.view-model.ts';

/**
 * A signed-in shopper's booked slot and trolley at a glance on the home page (issue 18), as a pure function
 * of what the customer slot and trolley actors know. Until an actor knows, its half says it is loading.
 */

export type SlotFact = { kind: 'loading' } | { kind: 'none' } | { kind: 'booked'; slot: CustomerSlot };
export type TrolleyFact = { kind: 'loading' } | { kind: 'known'; count: number; totalPence: number };

export interface GlanceLink {
  label: string;
  href: string;
}

export interface AtAGlanceModel {
  slot: { loading: boolean; title: string; detail: string | null; link: GlanceLink };
  trolley: { loading: boolean; title: string; detail: string | null; link: GlanceLink };
}

function slotKind(slotType: string): string {
  return slotType === 'DELIVERY' ? 'Delivery' : 'Collection';
}

function slotPlace(slot: CustomerSlot): string | null {
  if (slot.slotType === 'DELIVERY') return slot.addressPostcode ? `to ${slot.addressPostcode}` : null;
  return slot.branchName ? `from ${slot.branchName}` : null;
}

export function atAGlanceModel(slot: SlotFact, trolley: TrolleyFact): AtAGlanceModel {
  const slotModel: AtAGlanceModel['slot'] =
    slot.kind === 'booked'
      ? {
          loading: false,
          title: `${slotKind(slot.slot.slotType)}: ${bookedSlotLabel(slot.slot)}`,
          detail: slotPlace(slot.slot),
          link: { label: 'Change slot', href: BOOK_SLOT_PATH },
        }
      : {
          loading: slot.kind === 'loading',
          title: slot.kind === 'loading' ? 'Checking your slot…' : 'No slot booked yet',
          detail:
            slot.kind === 'loading' ? null : 'Book a delivery or collection slot to see what’s available.',
          link: { label: 'Book a slot', href: BOOK_SLOT_PATH },
        };
  const trolleyModel: AtAGlanceModel['trolley'] =
    trolley.kind === 'known'
      ? {
          loading: false,
          title:
            trolley.count === 0
              ? 'Your trolley is empty'
              : `${trolleyCountLabel(trolley.count)} ${trolley.count === 1 ? 'item' : 'items'} in your trolley`,
          detail: trolley.count === 0 ? null : `Estimated total ${formatMoney(trolley.totalPence)}`,
          link: { label: 'View trolley', href: TROLLEY_PATH },
        }
      : {
          loading: true,
          title: 'Checking your trolley…',
          detail: null,
          link: { label: 'View trolley', href: TROLLEY_PATH },
        };
  return { slot: slotModel, trolley: trolleyModel };
}
