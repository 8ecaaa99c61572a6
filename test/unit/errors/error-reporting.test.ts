import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { ChunkLoadError, ModuleLoadError } from '../../../src/app/errors/chunk-errors.ts';
import {
  createErrorReporter,
  describeError,
  isIgnoredError,
} from '../../../src/shop/door/error-reporting.ts';

const request = new Request('http://localhost/api/trolley-prod/v1/items');
const apiError = (status: number, body: unknown = {}) =>
  new ApiError(status, body, request, 'GET /api/trolley-prod/v1/items');
const withMessage = (message: string) => new Error(message);

describe('error reporting ignores (doc 1 §8)', () => {
  it.each<[string, unknown, boolean]>([
    ['a 409 answer', apiError(409, { message: 'Trolley changed', type: 'CONFLICT' }), true],
    [
      "ky's HTTPError for a 409",
      Object.assign(new Error('Request failed'), { response: { status: 409 } }),
      true,
    ],
    ["'Unauthorised'", withMessage('Unauthorised'), true],
    ["'Unauthorized'", withMessage('Unauthorized'), true],
    ["'Not Found'", withMessage('Not Found'), true],
    ["'not found.'", withMessage('not found.'), true],
    ["'Internal Server Error'", withMessage('Internal Server Error'), true],
    ["'Conflict'", withMessage('Conflict'), true],
    ['the 30000 ms response timeout', withMessage('Response timeout of 30000ms exceeded'), true],
    ['a 401 answer (its reason phrase)', apiError(401), true],
    ['a 404 answer', apiError(404, { message: 'No such item', type: 'NOT_FOUND' }), true],
    ['a 500 answer', apiError(500), true],
    ['a message string', 'Not found', true],
    [
      'a server answer saying "Not found"',
      Object.assign(new Error('GET x answered 400'), { body: { message: 'Not found' } }),
      true,
    ],
  ])('%s', (_name, error, ignored) => {
    expect(isIgnoredError(error)).toBe(ignored);
  });
});

describe('error reporting reports', () => {
  it.each<[string, unknown]>([
    ['a 400 answer', apiError(400, { message: 'Quantity too large', type: 'BAD_REQUEST' })],
    ['a 503 answer', apiError(503)],
    ['a 45 s response timeout', withMessage('Response timeout of 45000ms exceeded')],
    ['a message that only mentions "not found"', withMessage('Product not found in the trolley')],
    ['a chunk that failed', new ChunkLoadError('error', '/ecom/assets/chunk-abc-x.js', undefined)],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'price')")],
    ['something that is not an error', 42],
  ])('%s', (_name, error) => {
    expect(isIgnoredError(error)).toBe(false);
  });
});

describe('the reporter', () => {
  it('sends what is not ignored, once per error object', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({ send });
    const error = new ChunkLoadError('error', '/ecom/assets/chunk-abc-x.css', 'CSS_CHUNK_LOAD_FAILED');
    reporter.report(error, { caught: 'chunk' });
    reporter.report(error, { caught: 'route' });
    reporter.report(apiError(409));
    reporter.report('Conflict');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: 'ChunkLoadError',
      message: 'Loading CSS chunk abc failed.\n(/ecom/assets/chunk-abc-x.css)',
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'error',
      request: '/ecom/assets/chunk-abc-x.css',
      details: { caught: 'chunk' },
    });
  });

  it('describes what a failed module met on each attempt', () => {
    const failures = [
      new ChunkLoadError('error', '/ecom/assets/chunk-a1-x.js', undefined),
      new ChunkLoadError('timeout', undefined, undefined),
    ];
    const report = describeError(new ModuleLoadError(failures));
    expect(report.message).toBe('Module could not be loaded');
    expect(report.causes?.map((cause) => cause.type)).toEqual(['error', 'timeout']);
  });

  it('writes to the console by default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    createErrorReporter().report(new Error('Boom'));
    expect(log).toHaveBeenCalledWith('[error report] Error: Boom', { name: 'Error', message: 'Boom' });
    log.mockRestore();
  });
});
