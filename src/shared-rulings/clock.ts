/** Injection token of the clock shared rulings read (tests provide their own to move time). */
export const CLOCK = Symbol('arbiter.clock');

export interface Clock {
  now(): Date;
}

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };
