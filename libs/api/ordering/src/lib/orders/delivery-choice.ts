import { InvalidInput } from '@nidra/api/core';
import type { BookAddress } from '@nidra/api/identity';
import { CheckoutMessage, MOBILE_PATTERN, PINCODE_PATTERN, type CheckoutAddress, type DeliveryEstimateDto } from '@nidra/shared/contracts';
import type { DeliveryAddress } from './order.entity';

/** Where an order goes, with what its pincode allows. */
export interface ResolvedDelivery {
  address: DeliveryAddress;
  serviceable: boolean;
  codAvailable: boolean;
}

type Estimate = (pincode: string) => DeliveryEstimateDto | undefined;

/**
 * An address typed at checkout: name and mobile are required (the DTO checks them), the pincode must be
 * known, and city and state come from the pincode when left out.
 */
export function typedDelivery(typed: CheckoutAddress, estimate: Estimate): ResolvedDelivery {
  const found = known(typed.pincode, estimate);
  return resolved(
    {
      name: typed.name,
      mobile: typed.mobile,
      address: typed.address,
      city: typed.city || found.city,
      state: typed.state || found.state,
      stateCode: found.stateCode,
      pincode: found.pincode,
    },
    found,
  );
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
    return resolved(
      {
        name: entry.name.slice(0, 100),
        mobile: entry.mobile,
        address: entry.address,
        city: entry.city || found.city,
        state: entry.state || found.state,
        stateCode: found.stateCode,
        pincode: found.pincode,
      },
      found,
    );
  } catch (error) {
    if (lenient && error instanceof InvalidInput) return null;
    throw error;
  }
}

function known(pincode: string, estimate: Estimate): DeliveryEstimateDto {
  if (!PINCODE_PATTERN.test(pincode)) throw new InvalidInput(CheckoutMessage.pincodeInvalid);
  const found = estimate(pincode);
  if (!found) throw new InvalidInput(CheckoutMessage.pincodeUnknown);
  return found;
}

function resolved(address: DeliveryAddress, found: DeliveryEstimateDto): ResolvedDelivery {
  return { address, serviceable: found.serviceable, codAvailable: found.codAvailable };
}
