import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  /** The browser is to finish it even when the page is left. */
  keepalive: boolean;
}

type Answer = Response | ((request: Request) => Response | Promise<Response>);

/** A fetch that records what was sent and answers from a queue (the last answer repeats). */
export function fakeFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.clone().text(),
      keepalive: request.keepalive,
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('fakeFetch has no answer');
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  return { fetch, sent };
}

export function jsonAnswer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}
