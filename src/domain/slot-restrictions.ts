/**
 * Whether a trolley item may be delivered or collected in a slot (doc 2 §8 Slots: "No earlier slot dates for
 * a product", "Choose another date or remove item", "Entertaining-only slot conflict"). Pure: the server makes
 * a trolley conflict of it for the booked slot (src/server/services/trolley-view.ts) and the slot pages warn
 * with it before a slot is booked (machines/slot-booking.machine.ts).
 *
 * The rules, checked in this order (the first that fails is the restriction):
 * - ENTERTAINING_ONLY: an entertaining item (`entertaining`, the products of substitution group ENTERTAINING)
 *   is made to order by the branch's entertaining counter and handed over only with an entertaining
 *   collection: a DELIVERY or GROCERY_COLLECTION slot cannot take it. An ENTERTAINING_COLLECTION slot (booked
 *   from both the entertaining and the groceries-and-entertaining collection pages) takes every item.
 * - LEAD_TIME: the slot is earlier than today + `leadTimeDays` ("Order at least N days ahead").
 * - DATE_RANGE: the slot is before `restrictionStartDate` or after `restrictionEndDate` (Christmas items).
 * - DAY: the slot's weekday is not one of `availableDays` (product-facts' `availableWeekdays`).
 *
 * `nextSlotDate` is the first date from tomorrow (today's slots are past their cut-off) on which every date
 * rule holds (lead time, range and day), or null when there is none within a year (for instance after the end of a Christmas range); for
 * ENTERTAINING_ONLY it is null, since the date is not what is wrong.
 */
import { formatDate } from './dates.ts';
import { availableDatesText, availableDaysText, availableWeekdays, leadTimeText } from './product-facts.ts';
import { addDays, daysBetween } from './slots.ts';

export interface RestrictionFacts {
  leadTimeDays: number | null;
  availableDays: readonly string[] | null;
  restrictionStartDate: string | null;
  restrictionEndDate: string | null;
  entertaining: boolean;
}

export interface SlotFacts {
  /** The slot's London calendar date, `YYYY-MM-DD`. */
  date: string;
  slotType: 'DELIVERY' | 'GROCERY_COLLECTION' | 'ENTERTAINING_COLLECTION' | string;
}

export type RestrictionKind = 'ENTERTAINING_ONLY' | 'LEAD_TIME' | 'DATE_RANGE' | 'DAY';

export interface SlotRestriction {
  kind: RestrictionKind;
  nextSlotDate: string | null;
}

/** How far ahead `nextSlotDate` is looked for. */
export const NEXT_DATE_HORIZON_DAYS = 366;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 'monday' ... 'sunday' for a calendar date. */
export function weekdayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as string;
}

function earliestDate(facts: RestrictionFacts, today: string): string {
  // Today's slots are past their cut-off (22:00 the day before), so no slot is ever sooner than tomorrow.
  const lead = addDays(today, Math.max(1, facts.leadTimeDays ?? 0));
  const start = facts.restrictionStartDate;
  return start && start > lead ? start : lead;
}

function dateRuleBroken(facts: RestrictionFacts, date: string, today: string): RestrictionKind | null {
  if (facts.leadTimeDays && facts.leadTimeDays > 0 && date < addDays(today, facts.leadTimeDays)) {
    return 'LEAD_TIME';
  }
  if (facts.restrictionStartDate && date < facts.restrictionStartDate) return 'DATE_RANGE';
  if (facts.restrictionEndDate && date > facts.restrictionEndDate) return 'DATE_RANGE';
  const days = availableWeekdays(facts.availableDays);
  if (days && !days.includes(weekdayOf(date))) return 'DAY';
  return null;
}

/** The first date after `today` on which the item may be delivered or collected, or null. */
export function nextAllowedDate(facts: RestrictionFacts, today: string): string | null {
  const first = earliestDate(facts, today);
  const span = NEXT_DATE_HORIZON_DAYS - Math.max(0, daysBetween(today, first));
  for (let offset = 0; offset <= span; offset += 1) {
    const date = addDays(first, offset);
    if (facts.restrictionEndDate && date > facts.restrictionEndDate) return null;
    if (dateRuleBroken(facts, date, today) === null) return date;
  }
  return null;
}

/** Why the item cannot go in this slot (London `today`), or null when it can. */
export function slotRestriction(
  facts: RestrictionFacts,
  slot: SlotFacts,
  today: string,
): SlotRestriction | null {
  if (facts.entertaining && slot.slotType !== 'ENTERTAINING_COLLECTION') {
    return { kind: 'ENTERTAINING_ONLY', nextSlotDate: null };
  }
  const kind = dateRuleBroken(facts, slot.date, today);
  return kind ? { kind, nextSlotDate: nextAllowedDate(facts, today) } : null;
}

/** The substitution group that marks entertaining items (src/server/seed/products.ts). */
export const ENTERTAINING_GROUP = 'ENTERTAINING';

export const isEntertaining = (substitutionGroup: string | null): boolean =>
  substitutionGroup === ENTERTAINING_GROUP;

// ---------------------------------------------------------------------------------------------------------
// Wording (doc 2 §8 Slots; the conflict's messages of doc 2 §3, and the slot pages' restriction modal)

/** doc 2 §8, word for word. */
export const RESTRICTION_WORDING = {
  modalTitle: 'Choose another date or remove item',
  selectLaterSlot: 'Select a later slot',
  goToTrolley: 'Go to My Trolley',
  noEarlierDates: 'No earlier slot dates',
} as const;

/** 'Friday 4 December', or the spec's 'No earlier slot dates' reason when there is no later date. */
export function nextSlotDateText(restriction: SlotRestriction): string {
  if (restriction.kind === 'ENTERTAINING_ONLY') return 'Entertaining collection only';
  return restriction.nextSlotDate
    ? `Next available: ${formatDate(restriction.nextSlotDate, 'dayMonth')}`
    : 'No later slot dates';
}

export interface RestrictionMessages {
  title: string;
  shortItem: string;
  longItem: string;
  longGroup: string;
  reason: string;
}

/** The messages of a restriction conflict for the product `name` (what the trolley page shows per line). */
export function restrictionMessages(
  restriction: SlotRestriction,
  facts: RestrictionFacts,
  name: string,
): RestrictionMessages {
  const next = restriction.nextSlotDate ? formatDate(restriction.nextSlotDate, 'dayMonth') : null;
  const change = next
    ? `The first date it can be delivered or collected is ${next}. Choose another date or remove item.`
    : 'There are no later dates for it. Please remove it.';
  const longGroup = RESTRICTION_WORDING.modalTitle;
  switch (restriction.kind) {
    case 'ENTERTAINING_ONLY':
      return {
        title: 'Entertaining collection only',
        shortItem: 'ENTERTAINING COLLECTION ONLY',
        longItem:
          'This item can only be collected with an entertaining collection. Change your slot or remove item.',
        longGroup,
        reason: `${name} is made to order and can only be collected with an entertaining collection.`,
      };
    case 'LEAD_TIME':
      return {
        title: RESTRICTION_WORDING.noEarlierDates,
        shortItem: 'NO EARLIER SLOT DATES',
        longItem: `${RESTRICTION_WORDING.noEarlierDates} for this item. ${change}`,
        longGroup,
        reason: `${name}: ${leadTimeText(facts.leadTimeDays) ?? 'it needs notice'}.`,
      };
    case 'DATE_RANGE': {
      const dates =
        facts.restrictionStartDate && facts.restrictionEndDate
          ? availableDatesText({
              startDate: facts.restrictionStartDate,
              endDate: facts.restrictionEndDate,
              cutOffDate: null,
            })
          : null;
      return {
        title: 'Not available on your slot date',
        shortItem: 'NOT AVAILABLE ON YOUR SLOT DATE',
        longItem: `Not available on your slot date. ${change}`,
        longGroup,
        reason: `${name}: ${dates ?? 'available on some dates only.'}`,
      };
    }
    case 'DAY':
      return {
        title: 'Not available on your slot day',
        shortItem: 'NOT AVAILABLE ON YOUR SLOT DAY',
        longItem: `Not available on your slot day. ${change}`,
        longGroup,
        reason: `${name}: ${availableDaysText(facts.availableDays) ?? 'available on some days only'}.`,
      };
  }
}

// ---------------------------------------------------------------------------------------------------------
// The trolley's lines against a proposed slot (the slot pages' restriction modal)

/** A trolley line with any restriction, as the slot booking machine keeps it. */
export interface RestrictedLine {
  lineNumber: string;
  name: string;
  facts: RestrictionFacts;
}

export interface LineRestriction extends RestrictedLine {
  restriction: SlotRestriction;
}

interface TrolleyLineFacts {
  lineNumber: string;
  product: {
    name: string;
    leadTimeDays?: number | null;
    availableDays?: readonly string[] | null;
    restrictionStartDate?: string | null;
    restrictionEndDate?: string | null;
    entertaining?: boolean;
  };
}

/** The trolley's lines that some slot could refuse (a line whose product the server has not described is none). */
export function restrictedLinesOf(items: readonly TrolleyLineFacts[]): RestrictedLine[] {
  return items.flatMap(({ lineNumber, product }) => {
    const facts: RestrictionFacts = {
      leadTimeDays: product.leadTimeDays ?? null,
      availableDays: product.availableDays ?? null,
      restrictionStartDate: product.restrictionStartDate ?? null,
      restrictionEndDate: product.restrictionEndDate ?? null,
      entertaining: product.entertaining ?? false,
    };
    const restricted =
      (facts.leadTimeDays ?? 0) > 0 ||
      availableWeekdays(facts.availableDays) !== null ||
      facts.restrictionStartDate !== null ||
      facts.restrictionEndDate !== null ||
      facts.entertaining;
    return restricted ? [{ lineNumber, name: product.name, facts }] : [];
  });
}

/** The lines that cannot go in a slot of `slotType` on `date`, with why and their next possible date. */
export function lineRestrictions(
  lines: readonly RestrictedLine[],
  slot: SlotFacts,
  today: string,
): LineRestriction[] {
  return lines.flatMap((line) => {
    const restriction = slotRestriction(line.facts, slot, today);
    return restriction ? [{ ...line, restriction }] : [];
  });
}

/** Whether two lists of restricted lines say the same (so a new trolley answer need not be sent on). */
export function sameRestrictedLines(a: readonly RestrictedLine[], b: readonly RestrictedLine[]): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
