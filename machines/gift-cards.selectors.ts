/**
 * What the gift card, voucher and partner card views read of machines/gift-cards.machine.ts. Kept apart from
 * the machine so a view can read it without loading the machine's code.
 */
import type {
  GiftCardsSnapshot,
  TenderChange,
  TenderField,
  TenderRefusal,
  TenderSection,
} from './gift-cards.machine.ts';

export interface GiftCardsView {
  /** A call is under way: the forms' buttons wait. */
  busy: boolean;
  /** Which call is under way, for the buttons' words. */
  adding: TenderSection | null;
  /** The card or voucher being removed, or 'partnerCard'. */
  removing: string | null;
  fieldErrors: Partial<Record<TenderField, string>>;
  refusal: TenderRefusal | null;
  notice: string | null;
  /** What the last answered call changed (the same object until the next answer). */
  lastChange: TenderChange | null;
}

export function selectGiftCards(snapshot: GiftCardsSnapshot): GiftCardsView {
  const { context } = snapshot;
  const adding: TenderSection | null = snapshot.matches('addingGiftCard')
    ? 'giftCard'
    : snapshot.matches('addingGiftVoucher')
      ? 'giftVoucher'
      : snapshot.matches('applyingPartnerCard')
        ? 'partnerCard'
        : null;
  const removing = snapshot.matches('removingPartnerCard') ? 'partnerCard' : context.removingId;
  return {
    busy: !snapshot.matches('ready'),
    adding,
    removing,
    fieldErrors: context.fieldErrors,
    refusal: context.refusal,
    notice: context.notice,
    lastChange: context.lastChange,
  };
}

/** The refusal of one form, or null. */
export const refusalFor = (view: GiftCardsView, section: TenderSection): string | null =>
  view.refusal?.section === section ? view.refusal.message : null;
