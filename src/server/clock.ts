/**
 * The server's one clock (DESIGN §4 "Time"). Every rule that depends on time (token expiry, session
 * lifetime, lockouts, throttling windows, reset links) reads `clock.now()`, so tests and demos can set
 * the time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export interface SettableClock extends Clock {
  set(time: Date | string | number): void;
  advance(ms: number): void;
}

export function createSettableClock(start: Date | string | number = '2025-06-02T09:00:00Z'): SettableClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`Not a time: ${String(start)}`);
  return {
    now: () => new Date(current),
    set: (time) => {
      const next = new Date(time).getTime();
      if (Number.isNaN(next)) throw new Error(`Not a time: ${String(time)}`);
      current = next;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
