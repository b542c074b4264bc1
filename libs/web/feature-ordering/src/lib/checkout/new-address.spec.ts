import { AddressMessage, CheckoutMessage, DeliveryMessage } from '@nidra/shared/contracts';
import { EMPTY_NEW_ADDRESS, mobileDigits, validateNewAddress } from './new-address';

const filled = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross', pincode: '560041', city: 'Bengaluru Urban', state: 'Karnataka' };

describe('validateNewAddress', () => {
  it('asks for every field', () => {
    expect(validateNewAddress(EMPTY_NEW_ADDRESS)).toEqual({
      name: CheckoutMessage.nameRequired,
      mobile: CheckoutMessage.mobileInvalid,
      address: AddressMessage.addressRequired,
      pincode: DeliveryMessage.invalidPincode,
      city: AddressMessage.cityRequired,
      state: AddressMessage.stateRequired,
    });
    expect(validateNewAddress(filled)).toEqual({});
  });

  it('takes Indian mobiles and pincodes only, and what the lookup found wrong', () => {
    expect(validateNewAddress({ ...filled, mobile: '5876543210', pincode: '056004' })).toEqual({
      mobile: CheckoutMessage.mobileInvalid,
      pincode: DeliveryMessage.invalidPincode,
    });
    expect(validateNewAddress({ ...filled, pincode: '999999' }, DeliveryMessage.unknownPincode)).toEqual({
      pincode: DeliveryMessage.unknownPincode,
    });
  });
});

describe('mobileDigits', () => {
  it('keeps ten digits, dropping +91 or a leading 0', () => {
    expect(mobileDigits('98765 43210')).toBe('9876543210');
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('09876543210')).toBe('9876543210');
    expect(mobileDigits('98765432109')).toBe('9876543210');
  });
});
