import { useCallback, useState } from 'react';
import type { ProductChangedResponse } from '@nidra/shared/contracts';
import { api, selectToken, uploadForm, useAppDispatch, useAppSelector } from '@nidra/web/data-access';

/** Sends a product form or image with progress; afterwards every product list is refetched. */
export function useProductUpload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (path: string, form: FormData): Promise<ProductChangedResponse> => {
      setProgress(0);
      try {
        const result = await uploadForm<ProductChangedResponse>(`${globalThis.location?.origin ?? ''}/api${path}`, form, token, setProgress);
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
