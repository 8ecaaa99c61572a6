/**
 * What may never reach a log (doc 1 §5 Calls; DEVELOPERS.md security): sensitive query values
 * (token, password, email) are masked, and so are fields carrying secrets or card data.
 */
export const MASK = '****';

const SENSITIVE_QUERY_KEY = /token|password|email/i;
/** A postcode narrows to a handful of homes: logs keep only the outward part, as analytics does (doc 3 §9). */
const POSTCODE_QUERY_KEY = /postcode/i;
const SENSITIVE_FIELD_KEY =
  /token|password|passcode|secret|authorization|cookie|csrf|cardnumber|^pan$|cvc|cvv|email/i;

/** Masks sensitive values in the query string of a path or URL, keeping everything else as it was. */
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
      const key = safeDecode(pair.slice(0, equals));
      if (SENSITIVE_QUERY_KEY.test(key)) return `${pair.slice(0, equals)}=${MASK}`;
      if (POSTCODE_QUERY_KEY.test(key)) {
        return `${pair.slice(0, equals)}=${encodeURIComponent(outwardPart(safeDecode(pair.slice(equals + 1))))}`;
      }
      return pair;
    })
    .join('&');
  return `${pathOrUrl.slice(0, queryStart)}?${masked}${hashStart === -1 ? '' : pathOrUrl.slice(hashStart)}`;
}

/** Returns a copy of log fields with secret-bearing keys masked, at any depth. */
export function maskSensitiveFields(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSensitiveFields(item, depth + 1));
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SENSITIVE_FIELD_KEY.test(key) ? MASK : maskSensitiveFields(field, depth + 1);
  }
  return out;
}

/** The postcode without its last 3 characters (the inward code), trimmed: 'SW1A 1AA' → 'SW1A'. */
export function outwardPart(postcode: string): string {
  const compact = postcode.trim();
  return compact.length > 3 ? compact.slice(0, -3).trim() : '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
