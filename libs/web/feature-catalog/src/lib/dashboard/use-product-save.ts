import { useCallback, useState } from 'react';
import { notifySuccess, serverErrorMessage, useAppDispatch, useNotifyError } from '@nidra/web/data-access';
import { taxFieldOfMessage, type ProductTaxField } from './product-tax';

export type ProductFieldErrors = Partial<Record<ProductTaxField, string>>;

/**
 * Saves a product form: its `message` becomes a success notice; a refusal of a tax field (HSN code, GST
 * rates, unit) is shown at that field, any other refusal as a notice. Resolves to whether it was saved.
 */
export function useProductSave() {
  const dispatch = useAppDispatch();
  const notifyError = useNotifyError();
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors>({});

  const save = useCallback(
    async (request: () => Promise<{ message: string }>): Promise<boolean> => {
      setFieldErrors({});
      try {
        const result = await request();
        dispatch(notifySuccess(result.message));
        return true;
      } catch (error) {
        const message = serverErrorMessage(error);
        const field = taxFieldOfMessage(message);
        if (field && message) setFieldErrors({ [field]: message });
        else notifyError(error);
        return false;
      }
    },
    [dispatch, notifyError],
  );

  return { save, fieldErrors };
}
