/**
 * How a slot's day and time read (doc 2 §7: a 23:30 start shows as 12AM). Apart from the rest of the slot
 * rules so that the header, which shows the booked slot on every page, carries only this.
 */
import { formatDate, formatSlotTime } from './dates.ts';

/** '7AM - 8AM'. */
export function slotTimeRange(start: string, end: string): string {
  return `${formatSlotTime(start)} - ${formatSlotTime(end)}`;
}

/** The header's booked slot: 'Tue 3 Jun, 7AM - 8AM'. */
export function bookedSlotLabel(slot: { slotStartTime: string; slotEndTime: string }): string {
  const [weekday = '', day = '', month = ''] = formatDate(slot.slotStartTime, 'dayMonth').split(' ');
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}, ${slotTimeRange(slot.slotStartTime, slot.slotEndTime)}`;
}
