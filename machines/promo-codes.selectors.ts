/**
 * What the promo code views read of the promo codes (machines/promo-codes.machine.ts). Kept apart from the
 * machine so a view can read it without loading the machine's code.
 */
import type { Incentive } from '../src/contract/incentives.ts';
import type { PromoCodesSnapshot } from './promo-codes.machine.ts';

export interface PromoCodesView {
  /** The codes are being fetched (the section shows none meanwhile, and the box works). */
  loading: boolean;
  /** A code is being added or removed: Apply and Remove wait. */
  busy: boolean;
  isAdding: boolean;
  isRemoving: boolean;
  /** The code being added or removed. */
  requestedPromoCode: string | null;
  incentives: Incentive[];
  /** The code box's own error (before anything is sent). */
  fieldError: string | null;
  /** The alert about the code just asked for: why it was refused, or why it is kept but not applied. */
  alert: string | null;
  /** Why the last call failed. */
  serverError: string | null;
  /** The snackbar. */
  notice: string | null;
}

/** The alert of the last code asked for: its refusal, or the reason a kept code does not apply yet. */
function alertOf(snapshot: PromoCodesSnapshot): string | null {
  const { context } = snapshot;
  if (!snapshot.matches({ ready: 'failure' })) return null;
  if (context.rejection) return context.rejection.message;
  const kept = context.incentives.find((incentive) => incentive.code === context.requestedPromoCode);
  return kept?.status === 'NOT_APPLIED' ? kept.message : null;
}

export function selectPromoCodes(snapshot: PromoCodesSnapshot): PromoCodesView {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    busy: context.isAdding || context.isRemoving,
    isAdding: context.isAdding,
    isRemoving: context.isRemoving,
    requestedPromoCode: context.requestedPromoCode,
    incentives: context.incentives,
    fieldError: context.fieldError,
    alert: alertOf(snapshot),
    serverError: context.serverError,
    notice: context.notice,
  };
}
