import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toBrowserPath } from '../domain/routing.ts';
import { loadsCustomerData } from '../domain/session-fields.ts';
import {
  accountQueryOptions,
  CUSTOMER_DATA_KEY,
  orderStatsQueryOptions,
} from '../features/account/account.queries.ts';
import { useOptionalAppSession, useSession } from '../shop/door/session-hooks.ts';

/**
 * Customer data and order stats (doc 1 §4 Session, doc 2 §6): loaded for a signed-in shopper on every
 * page except forgot-password (with the locked page), checkout and resolve-payment, and kept fresh while
 * the app runs; forgotten when the shopper signs out. Mounted once, at the root of the app.
 */
export function useCustomerData(): void {
  const queryClient = useQueryClient();
  const actor = useOptionalAppSession()?.actor;
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const enabled = loadsCustomerData(session, toBrowserPath(pathname));

  useQuery({ ...accountQueryOptions(session.customerId), enabled });
  useQuery({ ...orderStatsQueryOptions(session.customerId), enabled });

  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('signedOut', () => {
      queryClient.removeQueries({ queryKey: CUSTOMER_DATA_KEY });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
}
