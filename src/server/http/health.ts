import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';

/** Health service: `/api/health-{env}/v1/health`. Answers 503 when the database does not answer. */
export function healthRoutes(database: DatabaseHandle, startedAt: Date) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
    return c.json({
      status: 'ok',
      database: database.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    });
  });
}
