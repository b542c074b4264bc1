import { CatalogMessage } from '@nidra/shared/contracts';
import { validateBrand } from './validation';

describe('validateBrand', () => {
  it('asks for a name and a description', () => {
    expect(validateBrand({ name: ' ', description: '' })).toEqual({
      name: CatalogMessage.nameRequired,
      description: CatalogMessage.descriptionRequired,
    });
  });

  it('keeps descriptions to 200 characters', () => {
    expect(validateBrand({ name: 'Dreams', description: 'x'.repeat(201) })).toEqual({
      description: CatalogMessage.descriptionMax,
    });
    expect(validateBrand({ name: 'Dreams', description: 'x'.repeat(200) })).toEqual({});
  });
});
