import { useEffect, useRef, useState } from 'react';
import { CheckoutMessage, MOBILE_PATTERN, PINCODE_PATTERN, type AddressDto, type DeliveryEstimateResponse, type UserDto } from '@nidra/shared/contracts';
import {
  addressApi,
  serverErrorMessage,
  useAddAddressMutation,
  useAppDispatch,
  useGetAddressesQuery,
  useGetDeliveryEstimateQuery,
  useLazyGetDeliveryEstimateQuery,
} from '@nidra/web/data-access';
import { EMPTY_NEW_ADDRESS, NEW_ADDRESS_CHOICE, validateNewAddress, type NewAddress } from './new-address';

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';

/** A pincode typed into the new address and what looking it up found. */
interface PincodeLookup {
  pincode: string;
  found?: DeliveryEstimateResponse;
  problem?: string;
}

const trimmed = (values: NewAddress): NewAddress =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as NewAddress;

export type DeliveryAddress = ReturnType<typeof useDeliveryAddress>;

/**
 * Where the bag goes: an address of the book or a new one typed in, the pincode's delivery estimate,
 * and what stops delivering there. `formRef` is the form whose first wrong field takes the cursor.
 */
export function useDeliveryAddress(user: UserDto | undefined, accountPhone: string | null) {
  const dispatch = useAppDispatch();
  const book = useGetAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [addAddress] = useAddAddressMutation();
  const [lookUp, { isFetching: lookingUp }] = useLazyGetDeliveryEstimateQuery();
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddress>(EMPTY_NEW_ADDRESS);
  const [attempted, setAttempted] = useState(false);
  const [lookup, setLookup] = useState<PincodeLookup | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const latestPincode = useRef('');

  // A new address is for the account holder unless they say otherwise.
  useEffect(() => {
    if (!user) return;
    setNewAddress((current) => ({
      ...current,
      name: current.name || `${user.firstName} ${user.lastName}`.trim(),
      mobile: current.mobile || (user.phoneNumber && MOBILE_PATTERN.test(user.phoneNumber) ? user.phoneNumber : ''),
    }));
  }, [user]);

  // A refused form puts the cursor in its first wrong field.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const addresses = book.data?.addresses ?? [];
  const fallback = (addresses.find((address) => address.isDefault) ?? addresses[0])?._id ?? NEW_ADDRESS_CHOICE;
  const addressChoice =
    chosenAddress === NEW_ADDRESS_CHOICE || addresses.some((address) => address._id === chosenAddress)
      ? (chosenAddress as string)
      : fallback;
  const chosenBook = addresses.find((address) => address._id === addressChoice);
  const bookPincode = chosenBook?.zipCode.trim() ?? '';
  const bookEstimate = useGetDeliveryEstimateQuery(bookPincode, { skip: !PINCODE_PATTERN.test(bookPincode) });

  const typedLookup = lookup && lookup.pincode === newAddress.pincode ? lookup : null;
  const estimate = addressChoice === NEW_ADDRESS_CHOICE ? typedLookup?.found : bookEstimate.currentData;
  const bookProblem = chosenBook
    ? bookEstimate.error
      ? (serverErrorMessage(bookEstimate.error) ?? UNREACHABLE)
      : estimate && !estimate.serviceable
        ? CheckoutMessage.notServiceable(estimate.pincode)
        : !(chosenBook.mobile ?? accountPhone)
          ? CheckoutMessage.mobileMissing
          : undefined
    : undefined;

  // The pincode the bag is priced for: the book address's as written, a typed one once it has six digits.
  const pincode = addressChoice === NEW_ADDRESS_CHOICE ? (PINCODE_PATTERN.test(newAddress.pincode) ? newAddress.pincode : null) : bookPincode || null;

  const errors = attempted ? validateNewAddress(newAddress, typedLookup?.problem) : {};
  const pincodeError = errors.pincode ?? typedLookup?.problem;

  const setField = (name: keyof NewAddress, value: string) => setNewAddress((current) => ({ ...current, [name]: value }));

  const lookUpPincode = async (pincode: string): Promise<PincodeLookup> => {
    latestPincode.current = pincode;
    let result: PincodeLookup;
    try {
      const found = await lookUp(pincode, true).unwrap();
      result = { pincode, found, problem: found.serviceable ? undefined : CheckoutMessage.notServiceable(pincode) };
    } catch (error) {
      result = { pincode, problem: serverErrorMessage(error) ?? UNREACHABLE };
    }
    // Only the pincode now in the field fills the city and state.
    if (latestPincode.current === pincode) {
      setLookup(result);
      if (result.found) {
        const { city, state } = result.found;
        setNewAddress((current) => (current.pincode === pincode ? { ...current, city, state } : current));
      }
    }
    return result;
  };

  const typePincode = (typed: string) => {
    const pincode = typed.replace(/\D/g, '').slice(0, 6);
    setField('pincode', pincode);
    latestPincode.current = pincode;
    if (PINCODE_PATTERN.test(pincode)) void lookUpPincode(pincode);
  };

  /** The new address saved to the book (the first one as the default) and chosen; null when the form is not right yet. */
  const saveNewAddress = async (): Promise<AddressDto | null> => {
    setAttempted(true);
    const values = trimmed(newAddress);
    let found = typedLookup;
    if (PINCODE_PATTERN.test(values.pincode) && !found) found = await lookUpPincode(values.pincode);
    const filled = { ...values, city: values.city || found?.found?.city || '', state: values.state || found?.found?.state || '' };
    if (Object.keys(validateNewAddress(filled, found?.problem)).length > 0) {
      setFocusTick((tick) => tick + 1);
      return null;
    }
    const { address } = await addAddress({
      name: filled.name,
      mobile: filled.mobile,
      address: filled.address,
      city: filled.city,
      state: filled.state,
      country: 'India',
      zipCode: filled.pincode,
      isDefault: addresses.length === 0,
    }).unwrap();
    dispatch(
      addressApi.util.updateQueryData('getAddresses', undefined, (draft) => {
        if (!draft.addresses.some((entry) => entry._id === address._id)) draft.addresses.push(address);
      }),
    );
    setChosenAddress(address._id);
    setAttempted(false);
    setNewAddress({ ...EMPTY_NEW_ADDRESS, name: filled.name, mobile: filled.mobile });
    return address;
  };

  return {
    formRef,
    loading: book.isLoading,
    addresses,
    addressChoice,
    choose: setChosenAddress,
    chosenBook,
    bookProblem,
    estimate,
    pincode,
    newAddress,
    errors,
    pincodeError,
    lookingUp,
    setField,
    typePincode,
    saveNewAddress,
  };
}
