import { CatalogMessage, DESCRIPTION_MAX_LENGTH, type BrandFields } from '@nidra/shared/contracts';
import { rules, validateWith } from '@nidra/web/util';

/** Brand name and description required, description at most 200 characters. */
export const validateBrand = validateWith<BrandFields>({
  name: [rules.required(CatalogMessage.nameRequired)],
  description: [
    rules.required(CatalogMessage.descriptionRequired),
    (value) => (String(value ?? '').trim().length > DESCRIPTION_MAX_LENGTH ? CatalogMessage.descriptionMax : undefined),
  ],
});
