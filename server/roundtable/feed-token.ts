// The private feed's token: 256 random bits, shown once in the feed's URL; PostgreSQL keeps only its
// sha256 (as sessions do), so a copy of the database cannot open anyone's feed.
import { createHash, randomBytes } from 'node:crypto';

export const newFeedToken = () => randomBytes(32).toString('base64url');
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
