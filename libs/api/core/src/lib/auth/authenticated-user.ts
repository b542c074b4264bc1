import type { Role } from '@nidra/shared/contracts';

/** Who is calling, as the guard found them; attached to the request as `user`. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string;
  role: Role;
  merchantId: string | null;
}

/** What a token carries: the user and the token version it was issued under. */
export interface TokenPayload {
  sub: string;
  ver: number;
  /** When it expires, in seconds since the epoch (every token the shop issues has one). */
  exp?: number;
}
