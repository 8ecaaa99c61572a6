/**
 * What pods, the header and the trolley page read of the trolley (machines/trolley.machine.ts). Kept apart
 * from the machine, and reading only what its context keeps, so that a page can read the trolley without
 * loading the machine's code (issue 5: the first script of a page), which the app loads after first paint.
 */
import type { Trolley, TrolleyItem } from '../src/contract/trolley.ts';
import type { ItemUpdateState } from '../src/domain/trolley.ts';
import type { TrolleyNotice, TrolleySnapshot } from './trolley.machine.ts';

/** The server's trolley as it last answered (totals, offers, conflicts); null until loaded. */
export const selectServerTrolley = (snapshot: TrolleySnapshot): Trolley | null => snapshot.context.trolley;

/** The lines the shopper sees: the server's, with every change still waiting laid over them. */
export const selectLines = (snapshot: TrolleySnapshot): TrolleyItem[] => snapshot.context.view.lines;

/** How much of a product the shopper has, changes included; null when none. */
export const selectQuantityOf =
  (lineNumber: string) =>
  (snapshot: TrolleySnapshot): { amount: number; uom: string } | null =>
    snapshot.context.view.lines.find((item) => item.lineNumber === lineNumber)?.quantity ?? null;

/** doc 2 §4 Trolley item update: optimistic, updating, updated or failed. */
export const selectItemStateOf =
  (lineNumber: string) =>
  (snapshot: TrolleySnapshot): ItemUpdateState | null =>
    snapshot.context.itemStates[lineNumber] ?? null;

/** The header's count (doc 2 §9: shown as 99+ above 99). */
export const selectItemCount = (snapshot: TrolleySnapshot): number => snapshot.context.view.itemCount;

/** The items' total in pence, changes waiting included at their shelf price. */
export const selectItemTotalPence = (snapshot: TrolleySnapshot): number =>
  snapshot.context.view.itemTotalPence;

/** The items' total once the trolley is loaded; null before (the header shows no total then). */
export const selectKnownItemTotalPence = (snapshot: TrolleySnapshot): number | null =>
  snapshot.context.trolley ? snapshot.context.view.itemTotalPence : null;

export const selectNotice = (snapshot: TrolleySnapshot): TrolleyNotice | null => snapshot.context.notice;
export const selectNetworkError = (snapshot: TrolleySnapshot): boolean => snapshot.context.networkError;
export const selectRemovedLine = (snapshot: TrolleySnapshot): TrolleyItem | null =>
  snapshot.matches({ undo: 'offered' }) ? snapshot.context.removed : null;
/** Loading (or asking again) before there is a trolley to show. */
export const selectIsLoading = (snapshot: TrolleySnapshot): boolean =>
  snapshot.matches({ sync: 'waitingForSession' }) ||
  snapshot.matches({ sync: 'loading' }) ||
  snapshot.matches({ sync: 'refreshing' });
export const selectLoadFailed = (snapshot: TrolleySnapshot): boolean =>
  snapshot.matches({ sync: 'loadFailed' });
/** The modal after a 400/410 that a refresh did not mend. */
export const selectIsUnavailable = (snapshot: TrolleySnapshot): boolean =>
  snapshot.matches({ sync: 'unavailable' });
export const selectIsReady = (snapshot: TrolleySnapshot): boolean => snapshot.matches({ sync: 'ready' });
/** Changes are waiting or being sent. */
export const selectIsBusy = (snapshot: TrolleySnapshot): boolean =>
  snapshot.context.queue.length > 0 || snapshot.context.sending.length > 0;
/** An add has not been answered yet (doc 1 §7.5: the abandoned-trolley beacon). */
export const selectIsAddLoading = (snapshot: TrolleySnapshot): boolean => snapshot.context.view.addLoading;
export const selectAnsweredBatches = (snapshot: TrolleySnapshot): number => snapshot.context.answeredBatches;
export const selectOrderId = (snapshot: TrolleySnapshot): string | null =>
  snapshot.context.trolley?.orderId ?? snapshot.context.session?.customerOrderId ?? null;
