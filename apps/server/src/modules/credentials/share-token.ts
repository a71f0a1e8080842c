import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@app/shared/contracts/credentials';

/** 128 random bits in base64url: unguessable, and short enough to paste in a chat. */
export const newShareToken = (): string => randomBytes(16).toString('base64url');

/** Only this is stored: a leaked table opens no link. A fast hash is enough for 128 random bits. */
export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a text is shaped as one of our tokens (anything else is answered as an unknown link, without a query). */
export const isShareToken = (text: string): boolean => SHARE_TOKEN_PATTERN.test(text);
