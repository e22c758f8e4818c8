import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, sent to the client once; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
