import { randomUUID } from 'node:crypto';
import { isValidGstin, Role } from '@nidra/shared/contracts';
import { call, ownBrand, tokenOf } from './api';
import { onShopDatabase } from './database';
import { registerMember, type Member } from './session';

/** A GSTIN the portal would issue: the state, the PAN, entity 1, Z, and the check character that makes it valid. */
export function gstinFor(stateCode: string, pan: string): string {
  const stem = `${stateCode}${pan}1Z`;
  return `${stem}${[...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((character) => isValidGstin(`${stem}${character}`))}`;
}

/** A PAN of its own (five letters, four digits, a letter), so a seller's GSTIN files nothing another test sold. */
export function freshPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const digits = [...randomUUID().replace(/-/g, '')].map((hex) => parseInt(hex, 16));
  return `AA${letters[digits[0] + 10]}${letters[digits[1]]}${letters[digits[2]]}${digits.slice(3, 7).map((n) => n % 10).join('')}K`;
}

export interface MarketplaceSeller {
  merchantId: string;
  account: Member;
  gstin: string;
  legalName: string;
  brand: { _id: string; name: string };
}

/**
 * An approved marketplace seller in Kochi (Kerala, 32) with complete business details under a fresh PAN,
 * its merchant account, and an active brand of its own for the administrator's products to sell under.
 */
export async function marketplaceSeller(adminToken: string, name: string): Promise<MarketplaceSeller> {
  const tag = randomUUID().slice(0, 6);
  const merchantId = randomUUID();
  const brandName = `${name} ${tag}`;
  const email = `seller-${tag}@example.in`;
  await onShopDatabase(
    `INSERT INTO merchants (id, name, email, phone_number, brand, business, status) VALUES ($1, 'Lekha Nair', $2, '9876501234', $3, 'Kapok pillows from Kerala.', 'Approved')`,
    [merchantId, email, brandName],
  );
  const account = await registerMember({ email, firstName: 'Lekha', lastName: 'Nair' });
  await onShopDatabase('UPDATE users SET role = $1, merchant_id = $2 WHERE email = $3', [Role.Merchant, merchantId, email]);
  const pan = freshPan();
  const gstin = gstinFor('32', pan);
  const legalName = `${brandName} LLP`;
  await call('/merchant/business', {
    method: 'PUT',
    token: await tokenOf(account.email, account.password),
    body: {
      legalName,
      gstin,
      pan,
      address: '3 Market Road',
      city: 'Kochi',
      stateCode: '32',
      pincode: '682001',
      invoicePrefix: `S${tag.slice(0, 2).toUpperCase()}`,
      bank: { accountName: brandName, accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    },
  });
  const brand = await ownBrand(adminToken, brandName);
  await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
  return { merchantId, account, gstin, legalName, brand };
}
