/**
 * Null and undefined payload values are removed before sending (doc 1 §5 Calls): keys holding them are
 * dropped from objects and such items are dropped from arrays, at any depth. Only plain objects and
 * arrays are walked; anything else (dates, files) is sent as it is.
 */
export function withoutNullish(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== null && item !== undefined).map(withoutNullish);
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== null && field !== undefined) out[key] = withoutNullish(field);
    }
    return out;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
