import { describe, expect, it } from 'vitest';
import { MASK, maskSensitiveFields, maskSensitiveQuery } from '../../../src/domain/log-masking';

describe('maskSensitiveQuery (doc 1 §5, Calls)', () => {
  it.each([
    ['/api/x?token=abc', `/api/x?token=${MASK}`],
    ['/api/x?password=hunter2&keep=1', `/api/x?password=${MASK}&keep=1`],
    ['/api/x?email=a%40b.com', `/api/x?email=${MASK}`],
    ['/api/x?access_token=abc&refreshToken=def', `/api/x?access_token=${MASK}&refreshToken=${MASK}`],
    ['/api/x?newPassword=p&EMAIL=e', `/api/x?newPassword=${MASK}&EMAIL=${MASK}`],
    ['/api/x?searchTerm=milk&size=48', '/api/x?searchTerm=milk&size=48'],
    ['/api/x?flag&token=1#frag', `/api/x?flag&token=${MASK}#frag`],
    ['/api/x', '/api/x'],
    ['http://host/reset?exp=1&token=t', `http://host/reset?exp=1&token=${MASK}`],
    // A postcode keeps only its outward part (doc 3 §9: the last 3 characters removed).
    ['/api/branches?postcode=SW1A%201AA&limit=5', '/api/branches?postcode=SW1A&limit=5'],
    ['/api/branches?postcode=rg12+8yw', '/api/branches?postcode=rg12'],
    ['/api/branches?postcode=AB1', '/api/branches?postcode='],
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
