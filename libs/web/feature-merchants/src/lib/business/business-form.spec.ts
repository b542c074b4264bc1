import { MerchantBusinessMessage, type MerchantBusinessDto } from '@nidra/shared/contracts';
import { businessFormValues, businessRequest, validateBusiness, type BusinessFormValues } from './business-form';

const complete: BusinessFormValues = {
  legalName: 'Kerala Coir Works Private Limited',
  gstin: '29aapfu0939f1zr',
  pan: 'AAPFU 0939F',
  address: '14 Beach Road',
  city: 'Alappuzha',
  stateCode: '29',
  pincode: '688 522',
  invoicePrefix: 'kcw',
  joinsShopSales: true,
  accountName: 'Kerala Coir Works',
  accountNumber: '0012 3456 7890',
  ifsc: 'hdfc0001234',
};
const empty: BusinessFormValues = { ...complete, ...Object.fromEntries(Object.keys(complete).map((key) => [key, ''])), joinsShopSales: false };

describe('business details form', () => {
  it('sends codes in capitals and digits without spaces, and an empty field as null to clear it', () => {
    expect(businessRequest(complete)).toEqual({
      legalName: 'Kerala Coir Works Private Limited',
      gstin: '29AAPFU0939F1ZR',
      pan: 'AAPFU0939F',
      address: '14 Beach Road',
      city: 'Alappuzha',
      stateCode: '29',
      pincode: '688522',
      invoicePrefix: 'KCW',
      joinsShopSales: true,
      bank: { accountName: 'Kerala Coir Works', accountNumber: '001234567890', ifsc: 'HDFC0001234' },
    });
    expect(businessRequest({ ...complete, city: '  ', pan: '' })).toEqual(expect.objectContaining({ city: null, pan: null }));
  });

  it('takes a draft: empty fields are no error', () => {
    expect(validateBusiness(empty)).toEqual({});
    expect(validateBusiness(complete)).toEqual({});
    expect(validateBusiness({ ...complete, accountNumber: 'XXXXXX7890' })).toEqual({});
  });

  it('names each broken rule with the server’s words', () => {
    expect(
      validateBusiness({
        ...complete,
        gstin: '29AAPFU0939F1ZV',
        pan: 'AAPF0939FU',
        pincode: '12345',
        invoicePrefix: 'K',
        accountNumber: '1234',
        ifsc: 'HDFC1001234',
      }),
    ).toEqual({
      gstin: MerchantBusinessMessage.gstinInvalid,
      pan: MerchantBusinessMessage.panInvalid,
      pincode: MerchantBusinessMessage.pincodeInvalid,
      invoicePrefix: MerchantBusinessMessage.invoicePrefixInvalid,
      accountNumber: MerchantBusinessMessage.accountNumberInvalid,
      ifsc: MerchantBusinessMessage.ifscInvalid,
    });
    expect(validateBusiness({ ...complete, pan: 'BBBPB1234B' })).toEqual({ gstin: MerchantBusinessMessage.gstinPanMismatch });
    expect(validateBusiness({ ...complete, stateCode: '32' })).toEqual({ gstin: MerchantBusinessMessage.gstinStateMismatch });
  });

  it('starts from the stored details, the account number masked as read', () => {
    const business: MerchantBusinessDto = {
      merchantId: 'm-1',
      legalName: null,
      gstin: '29AAPFU0939F1ZR',
      pan: null,
      address: null,
      city: null,
      stateCode: '29',
      pincode: null,
      invoicePrefix: null,
      joinsShopSales: false,
      commissionRate: 10,
      commissionIsDefault: true,
      bank: { accountName: null, accountNumber: 'XXXXXX7890', ifsc: null },
      complete: false,
      missing: [],
    };
    expect(businessFormValues(business)).toEqual({ ...empty, gstin: '29AAPFU0939F1ZR', stateCode: '29', accountNumber: 'XXXXXX7890' });
  });
});
