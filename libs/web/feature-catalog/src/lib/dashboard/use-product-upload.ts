import { useCallback, useState } from 'react';
import type { ProductDto } from '@nidra/shared/contracts';
import { api, selectToken, uploadForm, useAppDispatch, useAppSelector } from '@nidra/web/data-access';

interface ProductChanged {
  success: true;
  message: string;
  product: ProductDto;
}

/** Sends a product form or image with progress; afterwards every product list is refetched. */
export function useProductUpload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (path: string, form: FormData): Promise<ProductChanged> => {
      setProgress(0);
      try {
        const result = await uploadForm<ProductChanged>(`${globalThis.location?.origin ?? ''}/api${path}`, form, token, setProgress);
        dispatch(
          api.util.invalidateTags([
            { type: 'Product', id: 'MANAGED' },
            { type: 'Product', id: 'LIST' },
            { type: 'Product', id: result.product._id },
          ]),
        );
        return result;
      } finally {
        setProgress(null);
      }
    },
    [token, dispatch],
  );

  return { upload, progress, busy: progress !== null };
}
