import { GraphQLError } from 'graphql';
import type { AddAddressAnswer, AddressesAnswer } from '../../../contract/addresses.ts';
import { ADDRESS_SORTS, DEFAULT_ADDRESS_SORT, isAddressSort } from '../../../domain/addresses.ts';
import { addAddress, listAddresses } from '../../services/addresses.ts';
import { ANONYMOUS_CUSTOMER_ID } from '../../services/tokens.ts';
import { type GraphContext, UNAUTHENTICATED } from '../context.ts';
import type { Resolvers } from './types.ts';

/** The address book's graph operations (doc 1 §7.3; docs/api/addresses.md): version 2 only. */
const ADDRESS_VERSION = 2;

/** The signed-in customer; an anonymous or missing session answers 401, as the REST address calls do. */
function requireCustomer(context: GraphContext): number {
  const customerId = context.auth?.customerId;
  if (customerId === undefined || customerId === ANONYMOUS_CUSTOMER_ID) {
    throw new GraphQLError('Please sign in to continue.', { extensions: { code: UNAUTHENTICATED } });
  }
  return customerId;
}

const unsupportedVersion = (version: number | null | undefined) =>
  version !== null && version !== undefined && version !== ADDRESS_VERSION
    ? {
        message: `The address operations are version ${ADDRESS_VERSION}.`,
        type: 'UNSUPPORTED_VERSION',
      }
    : null;

export const addressResolvers: Resolvers = {
  Query: {
    addresses: async (
      _: unknown,
      args: { version?: number | null; sortBy?: string | null },
      context: GraphContext,
    ): Promise<AddressesAnswer> => {
      const customerId = requireCustomer(context);
      const versionFailure = unsupportedVersion(args.version);
      if (versionFailure) return { addresses: [], failures: [versionFailure] };
      const sortBy = args.sortBy ?? DEFAULT_ADDRESS_SORT;
      if (!isAddressSort(sortBy)) {
        return {
          addresses: [],
          failures: [{ message: `sortBy must be one of ${ADDRESS_SORTS.join(', ')}.`, type: 'INVALID_SORT' }],
        };
      }
      return { addresses: await listAddresses(context.services, customerId, sortBy), failures: [] };
    },
  },
  Mutation: {
    addAddress: async (
      _: unknown,
      args: { address: unknown; setContactAddress?: boolean | null; version?: number | null },
      context: GraphContext,
    ): Promise<AddAddressAnswer> => {
      const customerId = requireCustomer(context);
      const versionFailure = unsupportedVersion(args.version);
      if (versionFailure) return { address: null, failures: [{ ...versionFailure, field: null }] };
      const result = await addAddress(
        context.services,
        customerId,
        args.address,
        args.setContactAddress ?? false,
      );
      if (result.ok) return { address: result.value, failures: [] };
      const { refusal } = result;
      return {
        address: null,
        failures: refusal.fieldErrors?.length
          ? refusal.fieldErrors.map(({ field, message }) => ({ message, type: refusal.type, field }))
          : [{ message: refusal.message, type: refusal.type, field: null }],
      };
    },
  },
};
