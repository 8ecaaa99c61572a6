/**
 * The slot analytics events (doc 2 §7 "Events pushed", "Slot analytics fields"): book_slot_results,
 * saver_slot_shown, address_delivery_availability, slot_grid_navigation, book_slot_booked and
 * navigate_book_slot_selector. Postcodes lose their last 3 characters.
 */
import type { SlotBookingContext, SlotBookingEmitted } from '../../../machines/slot-booking.machine.ts';
import {
  analyticsPostcode,
  gridAnalyticsFields,
  type ServiceOption,
  slotAnalyticsFields,
} from '../../domain/slot-booking.ts';
import type { DataLayerEvent } from './data-layer.ts';

function placeFields(context: SlotBookingContext) {
  const { location, fulfilmentType, grid } = context;
  return {
    fulfilment_type: fulfilmentType,
    slot_type: context.slotType,
    branch_id: location?.kind === 'branch' ? location.branchId : (grid?.list.branchId ?? null),
    postcode: location?.kind === 'address' ? analyticsPostcode(location.postcode) : null,
  };
}

/** The events a slot booking announcement gives rise to. */
export function slotAnalyticsEvents(emitted: SlotBookingEmitted): DataLayerEvent[] {
  switch (emitted.type) {
    case 'resultsShown': {
      if (emitted.refreshed) return [];
      const { list } = emitted.grid;
      const place = placeFields(emitted.context);
      const events: DataLayerEvent[] = [
        {
          event: 'book_slot_results',
          ...place,
          slot_grid_type: list.slotGridType,
          date: emitted.context.selectedDate,
          ...gridAnalyticsFields(list),
        },
      ];
      if (list.slotGridType === 'SAVER_GRID') {
        const savers = list.slotDays.flatMap((day) => day.slots).filter((slot) => slot.saver);
        if (savers.length)
          events.push({ event: 'saver_slot_shown', ...place, saver_slot_count: savers.length });
      }
      if (emitted.context.fulfilmentType === 'DELIVERY') {
        events.push({ event: 'address_delivery_availability', ...place, deliverable: !list.slotsDisabled });
      }
      return events;
    }
    case 'gridNavigated':
      return [
        {
          event: 'slot_grid_navigation',
          ...placeFields(emitted.context),
          direction: emitted.direction,
          date: emitted.context.selectedDate,
          slot_grid_type: emitted.context.selectedSlotGridType,
        },
      ];
    case 'slotBooked':
      return [
        {
          event: 'book_slot_booked',
          ...placeFields(emitted.context),
          slot_grid_type: emitted.context.selectedSlotGridType,
          green_slot: emitted.slot.greenSlot,
          ...slotAnalyticsFields(emitted.slot),
        },
      ];
    default:
      return [];
  }
}

/** navigate_book_slot_selector: a service chosen on the service selection page. */
export function serviceChosenEvent(option: ServiceOption, campaign: string | null): DataLayerEvent {
  return {
    event: 'navigate_book_slot_selector',
    service: option.name,
    fulfilment_type: option.fulfilmentType,
    campaign,
  };
}
