/**
 * The query cache a server-rendered page was made from, carried in the page as
 * `<script id="server-state" type="application/json">` (src/app/server-render.tsx writes it, main.tsx reads it).
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** JSON that cannot end the <script> element it is in, nor open a comment: `<` is written as `\u003c`. */
export function serialisedState(state: unknown): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** The state the server rendered the page from, or undefined on a page it did not render. */
export function readServerState(document: Document): unknown {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}
