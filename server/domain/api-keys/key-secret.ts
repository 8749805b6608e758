import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../common/api/api-keys';
import { hashToken } from '../accounts/secrets';

/** `lic_` and 8 characters: what is stored in clear to find the key and shown to tell keys apart. */
export const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key (`lic_` + 40 URL-safe characters, 240 random bits), its prefix and its hash. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashToken(key) };
}

/** Whether the text has a key's shape; anything else is not looked up. */
export const looksLikeApiKey = (text: string) =>
  text.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{40}$/.test(text.slice(API_KEY_PREFIX.length));
