import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape of an API error answer: a message a person can read and a machine-readable type. */
export interface ApiErrorBody {
  message: string;
  type: string;
}

export function apiError(c: Context, status: ContentfulStatusCode, type: string, message: string) {
  return c.json<ApiErrorBody>({ message, type }, status);
}
