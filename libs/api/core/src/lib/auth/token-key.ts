import { createSecretKey } from 'node:crypto';

/** The only algorithm tokens are signed with, and so the only one accepted. */
export const TOKEN_ALGORITHM = 'HS256';

/**
 * The signing secret as a key object, for both the HTTP guard and the chat handshake. Given a string,
 * jsonwebtoken first tries it as a public key and throws, on every verification (2.5 % of the CPU of
 * placing orders). It takes key objects; the typings of passport-jwt and @nestjs/jwt only allow
 * strings and buffers, hence the cast.
 */
export function tokenKey(secret: string): Buffer {
  return createSecretKey(Buffer.from(secret)) as unknown as Buffer;
}
