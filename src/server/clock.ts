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

/**
 * The development clock (SHOP_MODE=development; docs/api/orders.md "The development clock"): the system
 * time plus an offset that only grows, so a demo or an end-to-end test can see an order's whole life in
 * seconds. It never goes back: `advance` refuses a negative amount and `set` a time before now.
 */
export interface MovableClock extends Clock {
  /** Moves the clock forward by `ms` (0 or more). */
  advance(ms: number): void;
  /** Moves the clock forward to `time`; a time before now is refused (RangeError). */
  set(time: Date | string | number): void;
}

export function createMovableClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  return {
    now,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offset += ms;
    },
    set: (time) => {
      const target = new Date(time).getTime();
      if (Number.isNaN(target)) throw new RangeError(`Not a time: ${String(time)}`);
      const current = now().getTime();
      if (target < current) throw new RangeError('The clock only moves forward');
      offset += target - current;
    },
  };
}

/** The clock's `advance` and `set`, when it has them (the development clock, a test's settable clock). */
export const movableOf = (clock: Clock): MovableClock | undefined =>
  'advance' in clock && 'set' in clock ? (clock as MovableClock) : undefined;
