import { describe, expect, it } from 'vitest';
import {
  MASK,
  maskByShape,
  maskRequestPath,
  maskSearchTerm,
  maskSensitiveFields,
  maskSensitiveQuery,
} from '../../../src/domain/log-masking';

describe('maskSensitiveQuery (doc 1 §5, Calls)', () => {
  it.each([
    ['/api/x?token=abc', `/api/x?token=${MASK}`],
    ['/api/x?password=hunter2&keep=1', `/api/x?password=${MASK}&keep=1`],
    ['/api/x?email=a%40b.com', `/api/x?email=${MASK}`],
    ['/api/x?access_token=abc&refreshToken=def', `/api/x?access_token=${MASK}&refreshToken=${MASK}`],
    ['/api/x?newPassword=p&EMAIL=e', `/api/x?newPassword=${MASK}&EMAIL=${MASK}`],
    // A search term is logged as its length only (issue 14.6).
    ['/api/x?searchTerm=milk&size=48', '/api/x?searchTerm=****(4)&size=48'],
    ['/api/x?flag&token=1#frag', `/api/x?flag&token=${MASK}#frag`],
    ['/api/x', '/api/x'],
    ['http://host/reset?exp=1&token=t', `http://host/reset?exp=1&token=${MASK}`],
    // A postcode keeps only its outward part (doc 3 §9: the last 3 characters removed).
    ['/api/branches?postcode=SW1A%201AA&limit=5', '/api/branches?postcode=SW1A&limit=5'],
    ['/api/branches?postcode=rg12+8yw', '/api/branches?postcode=rg12'],
    // An outward code alone is what the rule keeps anyway; what is not a postcode is dropped.
    ['/api/branches?postcode=AB1', '/api/branches?postcode=AB1'],
    ['/api/branches?postcode=SW1A', '/api/branches?postcode=SW1A'],
    ['/api/branches?postcode=12%20High%20Street', '/api/branches?postcode='],
  ])('%s is logged as %s', (input, expected) => {
    expect(maskSensitiveQuery(input)).toBe(expected);
  });
});

describe('maskSensitiveFields', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    expect(
      maskSensitiveFields({
        user: { email: 'a@b.com', password: 'x', name: 'Ann' },
        card: { cardNumber: '4111111111111111', cvc: '123', last4: '1111' },
        headers: { authorization: 'Bearer t', accept: 'json' },
        list: [{ accessToken: 't' }],
      }),
    ).toEqual({
      user: { email: MASK, password: MASK, name: 'Ann' },
      card: { cardNumber: MASK, cvc: MASK, last4: '1111' },
      headers: { authorization: MASK, accept: 'json' },
      list: [{ accessToken: MASK }],
    });
  });

  it('turns errors into plain fields', () => {
    const logged = maskSensitiveFields({ err: new Error('boom') }) as { err: { message: string } };
    expect(logged.err.message).toBe('boom');
  });
});

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJjdXN0b21lcklkIjo0Mn0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('maskRequestPath (issue 14.6: by shape wherever it is, by key name, search terms by length)', () => {
  it.each([
    // A JWT in any query value, or as a path segment.
    [`/api/x?jwt=${JWT}`, `/api/x?jwt=${MASK}`],
    [`/api/x?auth=${JWT}&keep=1`, `/api/x?auth=${MASK}&keep=1`],
    [`/api/x?anything=${JWT}`, `/api/x?anything=${MASK}`],
    [`/api/reset/${JWT}/confirm`, `/api/reset/${MASK}/confirm`],
    // Passwords by key name, in the query and after ';' (matrix parameters).
    ['/api/x?pwd=hunter2', `/api/x?pwd=${MASK}`],
    ['/api/x;password=hunter2', `/api/x;password=${MASK}`],
    ['/ecom/a;jsessionid=1;passcode=9;x=y/b', `/ecom/a;jsessionid=1;passcode=${MASK};x=y/b`],
    ['/api/x?a=1;pwd=hunter2', `/api/x?a=1;pwd=${MASK}`],
    [
      '/api/x?secret=s&csrf=c&cvv=1&cardNumber=4',
      `/api/x?secret=${MASK}&csrf=${MASK}&cvv=${MASK}&cardNumber=${MASK}`,
    ],
    // Emails: by key name, by shape in any value and in the path, encoded or not.
    ['/api/x?user=ann', `/api/x?user=${MASK}`],
    ['/api/x?user=ann%40example.com', `/api/x?user=${MASK}`],
    ['/api/customers/ann.smith+shop@example.co.uk/orders', `/api/customers/${MASK}/orders`],
    ['/api/customers/ann%40example.com', `/api/customers/${MASK}`],
    ['/api/graphql-prod/v1/graphql?tag=ann%40example.com', `/api/graphql-prod/v1/graphql?tag=${MASK}`],
    ['/api/graphql-prod/v1/graphql?tag=ann@example.com', `/api/graphql-prod/v1/graphql?tag=${MASK}`],
    // The development outbox's `to`.
    ['/api/outbox-prod/v1/messages?to=ann%40example.com', `/api/outbox-prod/v1/messages?to=${MASK}`],
    ['/api/outbox-prod/v1/messages?to=ann', `/api/outbox-prod/v1/messages?to=${MASK}`],
    // Search and autocomplete terms (a card number typed in the box included): the length only.
    [
      '/api/search-prod/v1/suggestions?term=tea+bags&limit=8',
      '/api/search-prod/v1/suggestions?term=****(8)&limit=8',
    ],
    ['/ecom/shop/search?searchTerm=4111%201111%201111%201111', '/ecom/shop/search?searchTerm=****(19)'],
    ['/ecom/shop/multi-search?value=milk&flt=a', '/ecom/shop/multi-search?value=****(4)&flt=a'],
    ['/x?q=caf%C3%A9', '/x?q=****(4)'],
    ['/x?q=', '/x?q='],
    // A path and query inside a value (a login redirect) is masked the same way.
    [
      '/ecom/login?redirect=%2Fecom%2Fshop%2Fsearch%3FsearchTerm%3Dmilk',
      '/ecom/login?redirect=%2Fecom%2Fshop%2Fsearch%3FsearchTerm%3D****(4)',
    ],
    // A card number or a bearer value in any other value.
    ['/api/x?note=4111111111111111', `/api/x?note=${MASK}`],
    ['/api/x?h=Bearer%20abc123', `/api/x?h=Bearer%20${MASK}`],
    ['/api/x#ann@example.com', `/api/x#${MASK}`],
    // Ordinary paths stay as they were.
    ['/api/products-prod/v1/products/123456+234567', '/api/products-prod/v1/products/123456+234567'],
    [
      '/api/products-prod/v1/product-details/123456-234567-234568',
      '/api/products-prod/v1/product-details/123456-234567-234568',
    ],
    ['/api/slots/651-DELIVERY-2024-06-01-1000', '/api/slots/651-DELIVERY-2024-06-01-1000'],
    [
      '/api/address-prod/v2/addresses/123e4567-e89b-12d3-a456-426614174000',
      '/api/address-prod/v2/addresses/123e4567-e89b-12d3-a456-426614174000',
    ],
    ['/api/orders/10000001?page=2&size=48', '/api/orders/10000001?page=2&size=48'],
    [
      '/ecom/shop/browse/groceries/fresh-and-chilled?sortBy=PRICE',
      '/ecom/shop/browse/groceries/fresh-and-chilled?sortBy=PRICE',
    ],
  ])('%s is logged as %s', (input, expected) => {
    expect(maskRequestPath(input)).toBe(expected);
  });

  it('is idempotent, so a path masked twice reads the same', () => {
    const once = maskRequestPath(`/x;pwd=a/${JWT}?term=milk&to=b&postcode=SW1A%201AA&email=c`);
    expect(maskRequestPath(once)).toBe(once);
  });
});

describe('maskByShape', () => {
  it.each([
    [`token ${JWT} expired`, `token ${MASK} expired`],
    ['no customer ann.smith@example.com', `no customer ${MASK}`],
    ['Authorization: Bearer abc.def-ghi', `Authorization: Bearer ${MASK}`],
    ['authorization: bearer opaque', `authorization: bearer ${MASK}`],
    ['GET /x?password=hunter2 failed', `GET /x?password=${MASK} failed`],
    ['connect postgres://shop:s3cret@db:5432/shop', `connect postgres://shop:${MASK}@db:5432/shop`],
    ['card 4111 1111 1111 1111 exp 12/25', `card ${MASK} exp 12/25`],
    ['4111-1111-1111-1111', MASK],
    ['4111111111111111', MASK],
    ['Amex 378282246310005', `Amex ${MASK}`],
    ['Amex 3782 822463 10005', `Amex ${MASK}`],
    ['4111 1111 1111 1111 2025', `${MASK} 2025`],
    ['cards 5555555555554444,4000056655665556', `cards ${MASK},${MASK}`],
    // Not card numbers: Luhn fails, too short, too long, a leading 0, part of an id, a date or a decimal.
    ['4111111111111112', '4111111111111112'],
    ['41111111111', '41111111111'],
    ['41111111111111111111', '41111111111111111111'],
    ['000000000000', '000000000000'],
    ['product 123456-234567-234568', 'product 123456-234567-234568'],
    ['id 5f1c2d3e-1234-4567-8901-234567890123', 'id 5f1c2d3e-1234-4567-8901-234567890123'],
    ['slot 651-DELIVERY-2024-06-01-1000', 'slot 651-DELIVERY-2024-06-01-1000'],
    ['from 2024-06-01 to 2024-06-07 at 10:00', 'from 2024-06-01 to 2024-06-07 at 10:00'],
    ['0.4111111111111111', '0.4111111111111111'],
    ['order 10000001 £12.99 line 123456', 'order 10000001 £12.99 line 123456'],
    ['eyJ is not a token; a@b is not an email', 'eyJ is not a token; a@b is not an email'],
    ['short', 'short'],
  ])('%s → %s', (input, expected) => {
    expect(maskByShape(input)).toBe(expected);
  });
});

describe('maskSearchTerm', () => {
  it('keeps the length only, in characters, and leaves a masked term as it is', () => {
    expect(maskSearchTerm('tea bags')).toBe('****(8)');
    expect(maskSearchTerm('café')).toBe('****(4)');
    expect(maskSearchTerm('****(8)')).toBe('****(8)');
    expect(maskSearchTerm('')).toBe('');
  });
});

describe('maskSensitiveFields by shape and by more key names', () => {
  it('masks strings by shape at any depth, keys by name, and search terms by length', () => {
    expect(
      maskSensitiveFields({
        deep: { list: [{ note: `signed in as ann@example.com with ${JWT}` }] },
        pwd: 'x',
        jwt: 'x',
        auth: { scheme: 'Basic' },
        user: 'ann',
        login: 'ann',
        userId: 42,
        author: 'Jamie',
        searchTerm: 'tea bags',
        term: 'milk',
        postalCode: 'SW1A 1AA',
        orderId: '10000001',
        lineNumber: '123456',
      }),
    ).toEqual({
      deep: { list: [{ note: `signed in as ${MASK} with ${MASK}` }] },
      pwd: MASK,
      jwt: MASK,
      auth: MASK,
      user: MASK,
      login: MASK,
      userId: 42,
      author: 'Jamie',
      searchTerm: '****(8)',
      term: '****(4)',
      postalCode: 'SW1A',
      orderId: '10000001',
      lineNumber: '123456',
    });
  });

  it('masks error messages and stacks, and never writes what lies too deep unmasked', () => {
    const logged = maskSensitiveFields({ err: new Error('no customer ann@example.com') }) as {
      err: { message: string; stack: string };
    };
    expect(logged.err.message).toBe(`no customer ${MASK}`);
    expect(logged.err.stack).not.toContain('ann@example.com');
    let deep: Record<string, unknown> = { secretish: 'ann@example.com', password: 'x' };
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(JSON.stringify(maskSensitiveFields(deep))).not.toMatch(/ann@|"x"/);
  });
});
