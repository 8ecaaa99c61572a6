import { buildSchema, type GraphQLSchema, isObjectType } from 'graphql';
import { addressResolvers } from './resolvers/addresses.ts';
import { orderActionResolvers } from './resolvers/order-actions.ts';
import { orderResolvers } from './resolvers/orders.ts';
import { shoppingResolvers } from './resolvers/shopping.ts';
import { trolleyResolvers } from './resolvers/trolley.ts';
import type { Resolvers } from './resolvers/types.ts';
import { TYPE_DEFS } from './schema.ts';

/** The SDL with its resolvers attached; a resolver for a type or field the SDL lacks is a startup error. */
export function createGraphSchema(): GraphQLSchema {
  const schema = buildSchema(TYPE_DEFS);
  const all: Resolvers[] = [
    trolleyResolvers,
    shoppingResolvers,
    addressResolvers,
    orderActionResolvers,
    orderResolvers,
  ];
  for (const resolvers of all) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which the schema does not have`);
      const defined = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = defined[fieldName];
        if (!field) throw new Error(`Resolver for ${typeName}.${fieldName}, which the schema does not have`);
        field.resolve = resolve;
      }
    }
  }
  return schema;
}
