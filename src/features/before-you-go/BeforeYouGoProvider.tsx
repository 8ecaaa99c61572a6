import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, use, useEffect } from 'react';
import {
  currentStepOf,
  type InterstitialsActor,
  type InterstitialsSnapshot,
} from '../../../machines/interstitials.machine.ts';
import { useReadyShop } from '../../shop/door/door.tsx';

const BeforeYouGoContext = createContext<InterstitialsActor | null>(null);

const selectCurrentStepId = (snapshot: InterstitialsSnapshot) =>
  snapshot.matches('showing') ? (currentStepOf(snapshot.context)?.id ?? null) : null;

/**
 * The before-you-go steps of a visit (machines/interstitials.machine.ts, provided by the shop:
 * src/shop/checkout.ts), created by the beforeYouGo layout so that they last while the address moves from
 * step to step. The address follows the step on show (beforeYouGo/{interstitialId}); when the steps are
 * done, skipped or late, the machine opens the checkout (a full page load).
 */
export function BeforeYouGoProvider({
  customerOrderId,
  children,
}: {
  customerOrderId: string;
  children: ReactNode;
}) {
  const shop = useReadyShop();
  const actor = useActorRef(shop.checkout.interstitials, {
    input: { customerOrderId },
    ...(shop.inspect ? { inspect: shop.inspect } : {}),
  });
  const stepId = useSelector(actor, selectCurrentStepId);
  const navigate = useNavigate();
  useEffect(() => {
    if (stepId !== null)
      void navigate({
        to: '/beforeYouGo/$interstitialId',
        params: { interstitialId: stepId },
        replace: true,
      });
  }, [navigate, stepId]);
  return <BeforeYouGoContext value={actor}>{children}</BeforeYouGoContext>;
}

export function useBeforeYouGo(): InterstitialsActor {
  const actor = use(BeforeYouGoContext);
  if (!actor) throw new Error('useBeforeYouGo needs a <BeforeYouGoProvider> above it');
  return actor;
}
