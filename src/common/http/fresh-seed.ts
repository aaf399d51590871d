import { randomBytes } from 'node:crypto';

/** A fresh replayable seed from the CSPRNG (96 bits, URL-safe), for bodies without dice. */
export const freshSeed = (): string => randomBytes(12).toString('base64url');
