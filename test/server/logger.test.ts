import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { maskRequestPath } from '../../src/domain/log-masking.ts';
import { createLogger, createMemoryLogger } from '../../src/server/logger.ts';

describe('logger', () => {
  it('logs a failed query without its parameters', () => {
    const logger = createMemoryLogger();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const error = new DrizzleQueryError(
      'insert into "customers" ("email") values ($1)',
      ['ann@example.com'],
      cause,
    );
    logger.error('unhandled error', { error });
    const line = JSON.stringify(logger.lines);
    expect(line).not.toContain('ann@example.com');
    expect(line).toContain('Failed query: insert into \\"customers\\"');
    expect(line).toContain('23505');
  });

  it('keeps other errors as they are', () => {
    const logger = createMemoryLogger();
    logger.error('boom', { error: new Error('plain failure') });
    expect(logger.lines[0]).toMatchObject({ error: { name: 'Error', message: 'plain failure' } });
  });
});

// Issue 14.6: every shape that must never be written, fed through the real logger, as the request log
// writes a path (maskRequestPath, then the logger) and as any other field or message carries it.
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJjdXN0b21lcklkIjo0Mn0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CARD = '4111111111111111';

describe('the logger masks secrets by shape (issue 14.6)', () => {
  const requestLines: [string, string, string[]][] = [
    ['a JWT in ?jwt=', `/api/x?jwt=${JWT}`, [JWT, 'eyJ']],
    ['a JWT in ?auth=', `/api/x?auth=${JWT}`, [JWT, 'eyJ']],
    ['a JWT in the path', `/api/password-reset/${JWT}`, [JWT, 'eyJ']],
    ['a password in ?pwd=', '/api/x?pwd=hunter2', ['hunter2']],
    ['a password after ;', '/api/x;password=hunter2', ['hunter2']],
    ['a password after ; in the query', '/api/x?lang=en;pwd=hunter2', ['hunter2']],
    ['an email in ?user=', '/api/x?user=ann%40example.com', ['ann', 'example.com']],
    ['a user name in ?user=', '/api/x?user=annsmith', ['annsmith']],
    ['an email in the path', '/api/customers/ann@example.com', ['ann@', 'example.com']],
    [
      'an email in the graph tag',
      '/api/graphql-prod/v1/graphql?tag=ann%40example.com',
      ['ann', 'example.com'],
    ],
    ['the outbox to=', '/api/outbox-prod/v1/messages?to=ann', ['ann']],
    ['a card number in a search term', `/ecom/shop/search?searchTerm=${CARD}`, [CARD, '4111']],
    [
      'a spaced card number in autocomplete',
      '/api/search-prod/v1/suggestions?term=4111+1111+1111+1111',
      ['4111'],
    ],
    ['an ordinary search term', '/ecom/shop/search?searchTerm=gluten+free+bread', ['gluten', 'bread']],
    ['a bearer value', '/api/x?h=Bearer%20opaque-token-value', ['opaque-token-value']],
  ];

  it.each(requestLines)('request log: %s', (_, pathAndQuery, secrets) => {
    const logger = createMemoryLogger();
    logger.info('request', { method: 'GET', path: maskRequestPath(pathAndQuery), status: 200 });
    const written = JSON.stringify(logger.lines);
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(logger.lines[0]?.path).toContain('****');
  });

  const freeText: [string, string, string][] = [
    ['a JWT in a message', `token ${JWT} refused`, JWT],
    ['an email in a message', 'no customer ann.smith@example.com', 'ann.smith@example.com'],
    ['a card number in a message', `payment with ${CARD} declined`, CARD],
    ['a dashed card number', 'card 5555-5555-5555-4444', '5555-5555-5555-4444'],
    ['a bearer value', 'sent Authorization: Bearer abc.def.ghi', 'abc.def.ghi'],
    ['a password pair', 'GET /login?password=hunter2 failed', 'hunter2'],
  ];

  it.each(freeText)('%s, as the message, a field at any depth and an error', (_, text, secret) => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line), base: { service: text } });
    logger.info(text, { note: text, nested: { list: [{ deeper: text }] } });
    logger.error('failed', { error: new Error(text) });
    logger.child({ context: text }).warn(text);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(secret);
  });

  it.each([
    ['a product id', { productId: '123456-234567-234568', path: '/api/products-prod/v1/products/123456' }],
    ['line numbers', { lineNumbers: ['123456', '234567'], lineNumber: '987654' }],
    ['an order id', { orderId: '10000001', customerOrderId: 50000001 }],
    ['a price', { price: '£12.99', amount: 12.99 }],
    [
      'a date and time',
      { date: '2024-06-01', at: '2024-06-01T10:00:00.000Z', slotId: '651-DELIVERY-2024-06-01-1000' },
    ],
    [
      'a uuid',
      { sessionId: '123e4567-e89b-12d3-a456-426614174000', other: '5f1c2d3e-1234-4567-8901-234567890123' },
    ],
    ['counts', { ms: 12, status: 200, path: '/api/orders/10000001?page=2&size=48' }],
  ])('keeps ordinary values as they are: %s', (_, fields) => {
    const logger = createMemoryLogger();
    logger.info('ordinary', fields);
    expect(logger.lines[0]).toMatchObject({ msg: 'ordinary', ...fields });
  });
});
