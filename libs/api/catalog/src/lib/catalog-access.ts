import { Role } from '@nidra/shared/contracts';
import type { AuthenticatedUser } from '@nidra/api/core';

/** The merchant record a caller manages the catalogue for; null for everyone else. */
export function managedMerchantId(caller: AuthenticatedUser | undefined): string | null {
  return caller?.role === Role.Merchant ? caller.merchantId : null;
}

export function isAdmin(caller: AuthenticatedUser | undefined): boolean {
  return caller?.role === Role.Admin;
}
