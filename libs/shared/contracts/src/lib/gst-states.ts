/** A state or union territory as GST numbers it: the code is the first two digits of every GSTIN issued there. */
export interface GstState {
  /** Two digits, as a string ("07", "29"). */
  code: string;
  name: string;
}

/**
 * Every code in use today, written as people write the names. 25 (Daman and Diu) and 28 (Andhra Pradesh
 * before Telangana) are retired: Daman and Diu is 26 with Dadra and Nagar Haveli, Andhra Pradesh is 37.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/**
 * Union territories without a legislature, where the state's share of GST within a state is UTGST, not SGST:
 * Chandigarh, Dadra and Nagar Haveli and Daman and Diu, Lakshadweep, the Andaman and Nicobar Islands, Ladakh
 * and Other Territory. Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
 */
const UTGST_CODES = new Set(['04', '26', '31', '35', '38', '97']);

/** Whether supplies within this state or territory carry UTGST instead of SGST. */
export const leviesUtgst = (code: string): boolean => UTGST_CODES.has(code);

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/** The state with this GST code ("29" → Karnataka), or undefined for a code not in use. */
export function gstStateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN as the GST portal issues it: a state code in use, the holder's PAN, an entity number, "Z" and a
 * check character (Luhn mod 36 over the first fourteen).
 */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin) || !gstStateByCode(gstin.slice(0, 2))) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(gstin[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return gstin[14] === GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}
