/** Table geometry in inches: x to the right, y up. */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const length = (a: Vec): number => Math.hypot(a.x, a.y);
export const distance = (a: Vec, b: Vec): number => length(sub(a, b));

export function unit(a: Vec): Vec {
  // Scaled by the larger component first: for a subnormal length (two points 5e-324" apart)
  // 1 / length overflows to Infinity and the direction came out as NaN (a pushed model "at (NaN, NaN)").
  const m = Math.max(Math.abs(a.x), Math.abs(a.y));
  if (m === 0) throw new RangeError('zero-length direction');
  const b = { x: a.x / m, y: a.y / m };
  return scale(b, 1 / length(b));
}

/** Rotates a vector clockwise by `degrees` (y up, so clockwise is negative in maths terms). */
export function rotateClockwise(a: Vec, degrees: number): Vec {
  const r = (-degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
}

/**
 * A point moved `distance` inches in the direction a d12 clock face gives: 12 points along
 * `forward`, 3 a quarter turn clockwise from it, and so on.
 */
export function clockOffset(from: Vec, forward: Vec, hour: number, dist: number): Vec {
  return add(from, scale(rotateClockwise(unit(forward), (hour % 12) * 30), dist));
}

/** Distance from p to the segment a-b, and how far along the segment its nearest point lies. */
export function segmentDistance(p: Vec, a: Vec, b: Vec): { distance: number; along: number } {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  const nearest = add(a, scale(ab, t));
  return { distance: distance(p, nearest), along: t * Math.sqrt(len2) };
}

/** Rounds to 1/1000 inch so that reported points do not carry float noise (0.30000000000000004). */
export const roundPoint = (p: Vec): Vec => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 });

/**
 * Geometric tests compare with a small tolerance: positions are given to a few decimals and a
 * model exactly on the edge of a blast must count as inside whatever the float rounding.
 */
export const EPSILON = 1e-9;
