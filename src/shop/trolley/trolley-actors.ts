import { fromPromise } from 'xstate';
import type {
  EmptyTrolleyInput,
  LoadTrolleyInput,
  ReplaceItemInput,
  SendItemsInput,
  SetSubstitutionsInput,
} from '../../../machines/trolley.machine.ts';
import type { TrolleyApi } from '../../api/trolley.ts';
import type { TrolleyAnswer } from '../../domain/trolley.ts';

/** The real calls behind the machine's actors (DESIGN §3). */
export function trolleyActors(api: TrolleyApi) {
  return {
    loadTrolley: fromPromise<TrolleyAnswer, LoadTrolleyInput>(({ input, signal }) =>
      api.getTrolley({ orderId: input.orderId, signal }),
    ),
    sendItems: fromPromise<TrolleyAnswer, SendItemsInput>(({ input, signal }) => {
      const options = { orderId: input.orderId, signal };
      const [only, ...others] = input.items;
      if (!only) return api.getTrolley(options);
      if (others.length > 0)
        return api.updateTrolleyItems(
          input.items.map((item) => item.input),
          options,
        );
      return only.kind === 'add'
        ? api.addItemToTrolley(only.input, options)
        : api.updateTrolleyItem(only.input, options);
    }),
    replaceItem: fromPromise<TrolleyAnswer, ReplaceItemInput>(({ input, signal }) =>
      api.replaceTrolleyItem(input.item, { orderId: input.orderId, signal }),
    ),
    setSubstitutions: fromPromise<TrolleyAnswer, SetSubstitutionsInput>(({ input, signal }) =>
      api.updateTrolleySubPreferences(input.allowed, { orderId: input.orderId, signal }),
    ),
    emptyTrolley: fromPromise<TrolleyAnswer, EmptyTrolleyInput>(({ input, signal }) =>
      api.emptyTrolley({ orderId: input.orderId, signal }),
    ),
  };
}
