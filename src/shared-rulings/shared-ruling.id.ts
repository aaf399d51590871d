import { randomBase62 } from '../auth/api-key.format';

/**
 * A shared ruling's id: 12 base62 characters from the CSPRNG (about 71 bits), short enough for a
 * button's custom id or a URL, too many to guess or enumerate.
 */
export const SHARED_ID_LENGTH = 12;
export const SHARED_ID_PATTERN = /^[0-9A-Za-z]{12}$/;

export const newSharedId = (): string => randomBase62(SHARED_ID_LENGTH);
