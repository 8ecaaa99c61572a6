import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex: what is stored for session secrets, reset tokens and attempted emails. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    // Still compare something of the same length, so a length mismatch costs the same.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** The one normal form of an email address for lookups: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
