import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../src/server/logger.ts';

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
