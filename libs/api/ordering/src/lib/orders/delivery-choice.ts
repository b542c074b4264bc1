import { InvalidInput } from '@nidra/api/core';
import type { BookAddress } from '@nidra/api/identity';
import { CheckoutMessage, MOBILE_PATTERN, PINCODE_PATTERN, type CheckoutAddress, type DeliveryEstimateResponse } from '@nidra/shared/contracts';
import type { DeliveryAddress } from '../model/order.entity';

/** Where an order goes, with what its pincode allows. */
export interface ResolvedDelivery {
  address: DeliveryAddress;
  serviceable: boolean;
  codAvailable: boolean;
}

type Estimate = (pincode: string) => DeliveryEstimateResponse | undefined;

/**
 * An address typed at checkout: name and mobile are required (the DTO checks them), the pincode must be
 * known, and city and state come from the pincode when left out.
 */
export function typedDelivery(typed: CheckoutAddress, estimate: Estimate): ResolvedDelivery {
  return resolved(typed, typed.mobile, known(typed.pincode, estimate));
}

/**
 * An address book entry chosen at checkout: its pincode must be known and someone must have a mobile
 * number for the courier. With `lenient` (the default address of a client that chose none) an entry that
 * falls short is no address at all rather than a refusal.
 */
export function bookDelivery(entry: BookAddress, estimate: Estimate, lenient = false): ResolvedDelivery | null {
  try {
    const found = known(entry.pincode.trim(), estimate);
    if (!entry.mobile || !MOBILE_PATTERN.test(entry.mobile)) throw new InvalidInput(CheckoutMessage.mobileMissing);
    return resolved({ ...entry, name: entry.name.slice(0, 100) }, entry.mobile, found);
  } catch (error) {
    if (lenient && error instanceof InvalidInput) return null;
    throw error;
  }
}

function known(pincode: string, estimate: Estimate): DeliveryEstimateResponse {
  if (!PINCODE_PATTERN.test(pincode)) throw new InvalidInput(CheckoutMessage.pincodeInvalid);
  const found = estimate(pincode);
  if (!found) throw new InvalidInput(CheckoutMessage.pincodeUnknown);
  return found;
}

/**
 * The address as the order keeps it: the city as given or else the pincode's; the state and its GST code
 * always the pincode's, so the invoice's buyer and its place of supply never disagree.
 */
function resolved(
  given: { name: string; address: string; city?: string },
  mobile: string,
  found: DeliveryEstimateResponse,
): ResolvedDelivery {
  const address: DeliveryAddress = {
    name: given.name,
    mobile,
    address: given.address,
    city: given.city || found.city,
    state: found.state,
    stateCode: found.stateCode,
    pincode: found.pincode,
  };
  return { address, serviceable: found.serviceable, codAvailable: found.codAvailable };
}
