// PKCE (RFC 7636, S256) and the encryption of stored music tokens (AES-256-GCM, node:crypto).
// The key is TOKEN_ENCRYPTION_KEY when set, else one generated once and kept in server_keys (like
// the VAPID keys): a database dump alone then still needs the key row, and a configured key keeps
// the two apart entirely.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A code verifier: 64 characters of base64url (43..128 allowed). */
export const newCodeVerifier = () => randomBytes(48).toString('base64url');
/** The S256 code challenge: base64url(sha256(verifier)). */
export const codeChallengeS256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** An unguessable state. */
export const newState = () => randomBytes(24).toString('base64url');
export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

export const newTokenKey = () => randomBytes(32).toString('base64');

const VERSION = 'v1';

/** "v1.<iv>.<tag>.<ciphertext>" (base64url parts); the user id is bound in as associated data. */
export function encryptToken(keyBase64: string, plain: string, userId: string): string {
  const key = Buffer.from(keyBase64, 'base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Throws when the key, the user or the text is not the one it was made with. */
export function decryptToken(keyBase64: string, sealed: string, userId: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not an encrypted token');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
