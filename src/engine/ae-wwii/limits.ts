/**
 * AE-WWII's caps on one request (documented in docs/api.md and the OpenAPI descriptions). Beyond
 * them a request is a 422 `too-large` naming the field; within them the exact odds are always
 * computed (the bench measures the worst case of each).
 */
export const AE_LIMITS = {
  /** Shots (direct fire) resolved by one request. */
  shots: 64,
  /**
   * Blasts or arcs (area and arc weapons) resolved by one request: each may strike every model.
   * Eight is one per AP at the most AP a model can have; no weapon of the documents fires more
   * than one blast per AP (grenades: one per two AP).
   */
  areaShots: 8,
  /** Models on the table in one request. */
  models: 50,
  /** Sides rolling for initiative. */
  initiativeSides: 6,
} as const;
