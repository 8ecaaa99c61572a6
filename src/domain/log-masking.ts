/**
 * What may never reach a log (doc 1 §5 Calls; DEVELOPERS.md security; issue 14.6). Secrets are masked by
 * what they look like, wherever they are, and by the name of the key that carries them:
 *
 * - by shape, in any string (a path segment, a query or matrix value, a log message, a log field at any
 *   depth, an error's message and stack): a JWT (`eyJ…` in three to five base64url parts joined by dots), an
 *   email address (also written `%40`), `Bearer …` credentials, `password=…`-like pairs inside free text,
 *   the password in an address's credentials (`postgres://shop:secret@db`),
 *   and a card number: 12 to 19 digits passing the Luhn check, not starting with 0, written unbroken or in
 *   groups split by single spaces or dashes the way cards are printed (a first group of 4 digits, the others
 *   of 3 to 6). Digits that touch letters, dots or a dash before them (uuids, slot ids, decimals) and
 *   groups shaped otherwise (product ids `123456-234567-234568`, dates) are not card numbers;
 * - by key name, in a query string, in `;` matrix parameters and in log fields: password/pwd/passcode,
 *   secret, token, auth/authorization, jwt, csrf, cookie, card number/pan, cvc/cvv, email → `****`; user,
 *   username, login (and the development outbox's `to` in a query) → `****` for a string; postcode → its
 *   outward part only;
 * - search and autocomplete terms (`searchTerm`, `term`, `q`, `keyword`; in a query also `query`, `search`
 *   and multi-search's `value`) are never logged whole: only their length, as `****(5)`.
 *
 * Cheap enough for every request: the regular expressions are compiled once, and a string shorter than
 * the shortest secret (`a@b.uk`) or without the character each shape needs is not scanned for it.
 */
export const MASK = '****';

/** The shortest string that can hold a masked shape: `a@b.uk`, `eyJ.a.` (7), `Bearer x` (8), 12 digits. */
const SHAPE_MIN_LENGTH = 6;
const JWT = /eyJ[\w-]+(?:\.[\w-]*){2,4}/g;
const EMAIL = /[\w.%+-]{1,64}(?:@|%40)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/g;
const BEARER = /\b(bearer)(?:\s|%20|\+)+[^\s"',;&]+/gi;
const BEARER_HINT = /bearer/i;
/** `password=hunter2` written inside a message or a raw path: the value of a pair whose key names a secret. */
const PAIR = /([\w-]{1,64})=[^&;#\s"']*/g;
const SECRET_PAIR_KEY = /passw|passcode|pwd|secret|token|jwt|csrf|auth|cookie|e-?mail|cvc|cvv|card_?number/i;
/** The password of credentials in an address: `postgres://shop:secret@db/shop`. */
const URL_PASSWORD = /(:\/\/[^\s/:@]*:)[^\s/@]+@/g;
/** 12 digits, possibly with separators: anything without this cannot hold a card number. */
const CARD_HINT = /\d(?:[ -]?\d){11}/;
/**
 * A run of digit groups split by single spaces or dashes. One that continues a word, a number or an id
 * (a letter, digit, `_`, `.` or `-` before it, a letter after it) is not a card number: checked in
 * maskCardsInRun rather than by a lookbehind, which this module (also loaded by the storefront) avoids.
 */
const DIGIT_RUN = /\d+(?:[ -]\d+)*/g;
const WORD_CHARACTER = /\w/;
const JOINED_BEFORE = /[\w.-]/;

/** Masks every secret-shaped part of a text (JWT, email address, bearer value, secret pair, card number). */
export function maskByShape(text: string): string {
  if (text.length < SHAPE_MIN_LENGTH) return text;
  let out = text;
  if (out.includes('eyJ')) out = out.replace(JWT, MASK);
  if (BEARER_HINT.test(out)) out = out.replace(BEARER, `$1 ${MASK}`);
  if (out.includes('@') || out.includes('%40')) {
    if (out.includes('://')) out = out.replace(URL_PASSWORD, `$1${MASK}@`);
    out = out.replace(EMAIL, MASK);
  }
  if (out.includes('=')) out = out.replace(PAIR, maskSecretPair);
  if (CARD_HINT.test(out)) out = out.replace(DIGIT_RUN, maskCardsInRun);
  return out;
}

function maskSecretPair(pair: string, key: string): string {
  return SECRET_PAIR_KEY.test(key) ? `${key}=${MASK}` : pair;
}

/** A search or autocomplete term as a log may keep it: its length only, `****(5)`. Idempotent. */
export function maskSearchTerm(term: string): string {
  if (term === '' || MASKED_TERM.test(term)) return term;
  return `${MASK}(${[...term].length})`;
}
const MASKED_TERM = /^\*{4}\(\d+\)$/;

/**
 * A request's path and query as the request log keeps it: every path segment and `;` matrix parameter
 * and every query key and value masked by shape, query and matrix values masked by key name (including
 * the development outbox's `to`), search terms as their length, postcodes as their outward part, and a
 * path+query carried inside a value (a login `redirect`) masked the same way.
 */
export function maskRequestPath(pathAndQuery: string): string {
  return maskPathAndQuery(pathAndQuery, 0);
}

/**
 * A path's query masked by key name only (secrets, people, search terms, postcodes), the path as it is:
 * the storefront's call names (src/api/client.ts). It leaves the shapes, and their code, to the server's
 * logs (maskRequestPath), so the browser's first script carries only the key rules.
 */
export function maskSensitiveQuery(pathOrUrl: string): string {
  const queryStart = pathOrUrl.indexOf('?');
  if (queryStart === -1) return pathOrUrl;
  const hashStart = pathOrUrl.indexOf('#', queryStart);
  const query = pathOrUrl.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const masked = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const rawKey = pair.slice(0, equals);
      const value = maskedByName(rawKey, pair.slice(equals + 1));
      return value === undefined ? pair : `${rawKey}=${value}`;
    })
    .join('&');
  return `${pathOrUrl.slice(0, queryStart)}?${masked}${hashStart === -1 ? '' : pathOrUrl.slice(hashStart)}`;
}

/** A query value masked by its key's name, or undefined when the key names nothing to mask. */
function maskedByName(rawKey: string, rawValue: string): string | undefined {
  switch (keyRule(safeDecode(rawKey, true), 'query')) {
    case 'secret':
    case 'person':
      return MASK;
    case 'search':
      return encodeMasked(maskSearchTerm(safeDecode(rawValue, true)));
    case 'postcode':
      return encodeURIComponent(outwardPart(safeDecode(rawValue, true)));
  }
  return undefined;
}

function maskPathAndQuery(pathAndQuery: string, nesting: number): string {
  const hashStart = pathAndQuery.indexOf('#');
  const beforeHash = hashStart === -1 ? pathAndQuery : pathAndQuery.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : `#${maskComponent(pathAndQuery.slice(hashStart + 1), false)}`;
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const maskedPath =
    path.length < SHAPE_MIN_LENGTH && !path.includes(';') ? path : path.split('/').map(maskSegment).join('/');
  if (queryStart === -1) return `${maskedPath}${hash}`;
  const query = beforeHash.slice(queryStart + 1);
  const maskedQuery = query
    .split('&')
    .map((pair) => maskPair(pair, nesting))
    .join('&');
  return `${maskedPath}?${maskedQuery}${hash}`;
}

/** `name` or `name;key=value;key=value` (matrix parameters). */
function maskSegment(segment: string): string {
  const semicolon = segment.indexOf(';');
  if (semicolon === -1) return maskComponent(segment, false);
  return `${maskComponent(segment.slice(0, semicolon), false)};${maskParameters(segment.slice(semicolon + 1), 0)}`;
}

function maskParameters(parameters: string, nesting: number): string {
  return parameters
    .split(';')
    .map((pair) => maskPair(pair, nesting))
    .join(';');
}

/** One `key=value` of a query or of matrix parameters. */
function maskPair(pair: string, nesting: number): string {
  const equals = pair.indexOf('=');
  if (equals === -1) return maskComponent(pair, true);
  const rawKey = pair.slice(0, equals);
  const rawValue = pair.slice(equals + 1);
  const key = `${maskComponent(rawKey, true)}=`;
  const byName = maskedByName(rawKey, rawValue);
  if (byName !== undefined) return `${key}${byName}`;
  // A value may carry more parameters after ';' (`?a=1;pwd=x`).
  const semicolon = rawValue.indexOf(';');
  if (semicolon !== -1) {
    return `${key}${maskValue(rawValue.slice(0, semicolon), nesting)};${maskParameters(rawValue.slice(semicolon + 1), nesting)}`;
  }
  return `${key}${maskValue(rawValue, nesting)}`;
}

/** A value that is itself a path and query (`redirect=/ecom/shop/search?searchTerm=…`) is masked as one. */
function maskValue(rawValue: string, nesting: number): string {
  if (nesting < 2 && rawValue.length >= SHAPE_MIN_LENGTH) {
    const value = safeDecode(rawValue, true);
    if (value.includes('?') && value.includes('=')) {
      const masked = maskPathAndQuery(value, nesting + 1);
      return masked === value ? rawValue : encodeURIComponent(masked);
    }
  }
  return maskComponent(rawValue, true);
}

/** A path segment or query key or value, masked by shape as the reader sees it (percent-decoded). */
function maskComponent(raw: string, plusIsSpace: boolean): string {
  if (raw.length < SHAPE_MIN_LENGTH) return raw;
  const encoded = raw.includes('%') || (plusIsSpace && raw.includes('+'));
  if (!encoded) return maskByShape(raw);
  const decoded = safeDecode(raw, plusIsSpace);
  const masked = maskByShape(decoded);
  return masked === decoded ? raw : encodeURIComponent(masked);
}

/** `****` and `****(5)` as they are, the rest percent-encoded. */
function encodeMasked(text: string): string {
  return MASKED_TERM.test(text) ? text : encodeURIComponent(text);
}

type KeyRule = 'secret' | 'person' | 'search' | 'postcode' | undefined;

const SECRET_KEY =
  /passw|passcode|pwd|secret|token|authoriz|jwt|csrf|xsrf|cookie|email|cvc|cvv|cardnumber|cardnum|bearer|apikey/;
const SECRET_KEY_WORDS = new Set(['auth', 'pan', 'cardno']);
const PERSON_KEYS = new Set(['user', 'username', 'login', 'userlogin', 'loginname']);
const SEARCH_KEYS = new Set(['searchterm', 'searchterms', 'term', 'terms', 'q', 'keyword', 'keywords']);
/** Only in a query: the graph `query` travels in a body, and a log field named `value` is anything. */
const QUERY_ONLY_SEARCH_KEYS = new Set(['query', 'search', 'value']);
const POSTCODE_KEY = /postcode|postalcode|zipcode|^zip$/;
const KEY_RULES = { query: new Map<string, KeyRule>(), field: new Map<string, KeyRule>() };
const KEY_RULES_KEPT = 1000;

/** How a key's value is masked; keys are few and repeat, so each is worked out once (up to 1,000). */
function keyRule(key: string, where: 'query' | 'field'): KeyRule {
  const known = KEY_RULES[where];
  const cached = known.get(key);
  if (cached !== undefined || known.has(key)) return cached;
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((word) => word !== '');
  const joined = words.join('');
  let rule: KeyRule;
  if (SECRET_KEY.test(joined) || words.some((word) => SECRET_KEY_WORDS.has(word))) rule = 'secret';
  else if (PERSON_KEYS.has(joined) || (where === 'query' && joined === 'to')) rule = 'person';
  else if (SEARCH_KEYS.has(joined) || (where === 'query' && QUERY_ONLY_SEARCH_KEYS.has(joined)))
    rule = 'search';
  else if (POSTCODE_KEY.test(joined)) rule = 'postcode';
  if (known.size >= KEY_RULES_KEPT) known.clear();
  known.set(key, rule);
  return rule;
}

/** Log fields before they are written: secrets masked by key name and by shape, at any depth. */
export function maskSensitiveFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskByShape(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => maskSensitiveFields(item, depth + 1));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Error) {
    return maskSensitiveFields(
      {
        name: value.name,
        message: value.message,
        stack: value.stack,
        ...(value.cause !== undefined && { cause: value.cause }),
      },
      depth + 1,
    );
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = maskField(key, field, depth + 1);
  return out;
}

function maskField(key: string, field: unknown, depth: number): unknown {
  switch (keyRule(key, 'field')) {
    case 'secret':
      return MASK;
    case 'person':
      if (typeof field === 'string' || typeof field === 'number') return MASK;
      break;
    case 'search':
      if (typeof field === 'string') return maskSearchTerm(field);
      break;
    case 'postcode':
      if (typeof field === 'string') return outwardPart(field);
      break;
  }
  return maskSensitiveFields(field, depth);
}

/**
 * The postcode without its last 3 characters (the inward code), trimmed: 'SW1A 1AA' → 'SW1A'. An outward
 * code alone ('SW1A', also what this gives back) stays as it is, so masking twice changes nothing; anything
 * else is dropped.
 */
export function outwardPart(postcode: string): string {
  const compact = postcode.trim();
  if (INWARD_CODE.test(compact)) return compact.slice(0, -3).trim();
  return OUTWARD_CODE.test(compact) ? compact : '';
}
const INWARD_CODE = /^.+\d[A-Za-z]{2}$/;
const OUTWARD_CODE = /^[A-Za-z]{1,2}\d[A-Za-z\d]?$/;

/** The card-number-shaped parts of a run of digit groups masked (see the header for the shapes). */
function maskCardsInRun(run: string, offset: number, text: string): string {
  const before = text[offset - 1];
  const next = text[offset + run.length];
  if (before !== undefined && JOINED_BEFORE.test(before)) return run;
  if (next !== undefined && WORD_CHARACTER.test(next)) return run;
  const groups = run.split(/[ -]/);
  if (groups.length === 1) return isCardNumber(run) ? MASK : run;
  const separators = run.match(/[ -]/g) ?? [];
  const out: string[] = [];
  for (let first = 0; first < groups.length; first += 1) {
    const last = lastGroupOfCard(groups, first);
    if (last === -1) {
      out.push(groups[first] ?? '');
    } else {
      out.push(MASK);
      first = last;
    }
    if (first < separators.length) out.push(separators[first] ?? '');
  }
  return out.join('');
}

/** The last group of the longest card number starting at `first`, or -1. */
function lastGroupOfCard(groups: string[], first: number): number {
  const start = groups[first] ?? '';
  if (start.length !== 4) return isCardNumber(start) ? first : -1;
  let digits = start;
  let found = -1;
  for (let next = first + 1; next < groups.length; next += 1) {
    const group = groups[next] ?? '';
    if (group.length < 3 || group.length > 6 || digits.length + group.length > 19) break;
    digits += group;
    if (isCardNumber(digits)) found = next;
  }
  return found;
}

function isCardNumber(digits: string): boolean {
  if (digits.length < 12 || digits.length > 19 || digits[0] === '0') return false;
  let sum = 0;
  for (let index = digits.length - 1, double = false; index >= 0; index -= 1, double = !double) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) digit = digit > 4 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function safeDecode(text: string, plusIsSpace: boolean): string {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}
