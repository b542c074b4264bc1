export interface AddressDto {
  _id: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isDefault: boolean;
  created: string;
  /** Who receives deliveries here, and their mobile for the courier; the account's when null. */
  name: string | null;
  mobile: string | null;
}

export interface AddressListResponse {
  addresses: AddressDto[];
}

export interface AddressResponse {
  address: AddressDto;
}

/** An address added, changed or deleted, with the words to show. */
export interface AddressChangedResponse {
  success: true;
  message: string;
  address: AddressDto;
}

export interface AddressFields {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isDefault?: boolean;
}

/** Who receives deliveries at an address and their mobile for the courier; the account's when left out. */
export interface AddressRecipient {
  name?: string | null;
  mobile?: string | null;
}

/** `POST /api/address/add` and `PUT /api/address/{id}`. */
export type AddressRequest = AddressFields & AddressRecipient;

export const AddressMessage = {
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  countryRequired: 'Country is required.',
  zipCodeRequired: 'Zipcode is required.',
  zipCodeMin: 'Zipcode must be at least 5 characters.',
  zipCodeMax: 'Zipcode may not be greater than 20 characters.',
  added: 'Address has been added successfully!',
  updated: 'Address has been updated successfully!',
  deleted: 'Address has been deleted successfully!',
  notFound: 'no Address found',
} as const;

export const ZIP_CODE_MIN_LENGTH = 5;
/** The address book keeps a zip code of at most this many characters. */
export const ZIP_CODE_MAX_LENGTH = 20;
