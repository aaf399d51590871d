import { add, clockOffset, distance, dot, EPSILON, scale, sub, unit, Vec } from '../core/geometry';
import { Area, SimpleArea, AreaPart } from './archetypes';

/**
 * Where an area lands and whom it covers (ruling wartime/area-placement): every shape is centred on
 * the point of impact and laid along the line of fire (the attacker towards the aimed point); a
 * triangle's apex points back at the attacker. Positions are cm, area dimensions kliks; a model
 * is covered when any part of its base is inside.
 */

/** The direction a quarter turn clockwise from `forward` (y up). */
const rightOf = (forward: Vec): Vec => ({ x: forward.y, y: -forward.x });

/** Distance from p to the segment a-b. */
function segment(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return distance(p, add(a, scale(ab, t)));
}

const cross = (o: Vec, a: Vec, b: Vec): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function inTriangle(p: Vec, a: Vec, b: Vec, c: Vec): boolean {
  const d1 = cross(a, b, p);
  const d2 = cross(b, c, p);
  const d3 = cross(c, a, p);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

function coversSimple(area: SimpleArea, k: number, centre: Vec, forward: Vec, p: Vec, radius: number): boolean {
  const right = rightOf(forward);
  const local = sub(p, centre);
  const along = dot(local, forward);
  const across = dot(local, right);
  switch (area.shape) {
    case 'circle':
      return distance(centre, p) <= (area.diameter * k) / 2 + radius + EPSILON;
    case 'rectangle': {
      const dx = Math.max(Math.abs(along) - (area.length * k) / 2, 0);
      const dy = Math.max(Math.abs(across) - (area.width * k) / 2, 0);
      return Math.hypot(dx, dy) <= radius + EPSILON;
    }
    case 'triangle': {
      const l = (area.length * k) / 2;
      const w = (area.width * k) / 2;
      const q = { x: along, y: across };
      const apex = { x: -l, y: 0 };
      const left = { x: l, y: -w };
      const rightCorner = { x: l, y: w };
      if (inTriangle(q, apex, left, rightCorner)) return true;
      return Math.min(segment(q, apex, left), segment(q, left, rightCorner), segment(q, rightCorner, apex)) <= radius + EPSILON;
    }
  }
}

/** Whether an area centred at `centre`, laid along `forward` (a unit vector), covers a base of `radius` cm at `p`. */
export function covers(area: Area, k: number, centre: Vec, forward: Vec, p: Vec, radius: number): boolean {
  if (area.shape !== 'composite') return coversSimple(area, k, centre, forward, p, radius);
  const right = rightOf(forward);
  return area.parts.some((part: AreaPart) => {
    const o = part.offset ?? { along: 0, across: 0 };
    const at = add(centre, add(scale(forward, o.along * k), scale(right, o.across * k)));
    return coversSimple(part, k, at, forward, p, radius);
  });
}

/** The point a scatter lands on: d12 clock direction (12 along the line of fire), `cm` away (ruling wartime/scatter-direction). */
export const scatterPoint = (aim: Vec, forward: Vec, hour: number, cm: number): Vec => {
  const p = clockOffset(aim, forward, hour, cm);
  return { x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 };
};

export { unit, distance };
export type { Vec };
