import { Transform } from 'class-transformer';

/** A number sent as text (multipart forms): "12" is 12; anything else is left for validation to refuse. */
export const FormNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));

/** A yes/no sent as text or as 1/0: "Yes"/"true"/"1"/1 is true, "No"/"false"/"0"/0 is false. */
export const FormBoolean = () =>
  Transform(({ value }) => {
    if (value === 1) return true;
    if (value === 0) return false;
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['false', '0', 'no'].includes(text)) return false;
    return value;
  });
