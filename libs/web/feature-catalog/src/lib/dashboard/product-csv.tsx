import { useRef, useState, type FormEvent } from 'react';
import {
  importSummary,
  PRODUCT_CSV_MAX_BYTES,
  ProductCsvMessage,
  type ProductImportRefusalResponse,
  type ProductImportResponse,
} from '@nidra/shared/contracts';
import {
  api,
  downloadFile,
  notified,
  selectToken,
  serverErrorMessage,
  uploadForm,
  useAppDispatch,
  useAppSelector,
} from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { UploadProgress } from './upload-progress';

const IMPORT_FAILED = 'The file could not be imported. Please try again.';

/** Downloads the products the caller manages as CSV (every one for an administrator, its brand's for a merchant). */
export function ProductCsvExport() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('/product/export.csv', 'products.csv', token);
    } catch (error) {
      dispatch(notified({ kind: 'error', message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}

type Outcome = { kind: 'done'; result: ProductImportResponse } | { kind: 'refused'; error: string; rows: ProductImportRefusalResponse['rows'] };

const isRefusal = (data: unknown): data is ProductImportRefusalResponse => Array.isArray((data as ProductImportRefusalResponse | undefined)?.rows);

/**
 * Administrators: creates and updates products from a CSV file, with the upload's progress, then what it
 * did or every row it refused (announced as it comes).
 */
export function ProductCsvImport() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [fileError, setFileError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setOutcome(undefined);
    const problem = !file ? ProductCsvMessage.fileRequired : file.size > PRODUCT_CSV_MAX_BYTES ? ProductCsvMessage.tooLarge : undefined;
    if (!file || problem) {
      setFileError(problem);
      fileRef.current?.focus();
      return;
    }
    setFileError(undefined);
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const result = await uploadForm<ProductImportResponse>(`${globalThis.location?.origin ?? ''}/api/product/import`, form, token, setProgress);
      setOutcome({ kind: 'done', result });
      if (fileRef.current) fileRef.current.value = '';
      dispatch(
        api.util.invalidateTags([
          { type: 'Product', id: 'MANAGED' },
          { type: 'Product', id: 'LIST' },
        ]),
      );
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      setOutcome({ kind: 'refused', error: serverErrorMessage(error) ?? IMPORT_FAILED, rows: isRefusal(data) ? data.rows : [] });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="csv-import" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="csv-import-title">
      <h3 id="csv-import-title" className="csv-import__title">
        Import CSV
      </h3>
      <p id="csv-import-hint" className="csv-import__hint">
        Columns as in the export, sku required. A new sku adds a product; a known one takes the cells filled in. If any row is
        wrong, nothing is imported.
      </p>
      <div className={`field${fileError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="csv-import-file">
          CSV file
        </label>
        <input
          ref={fileRef}
          id="csv-import-file"
          className="field__input"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'csv-import-hint csv-import-file-error' : 'csv-import-hint'}
          onChange={() => setFileError(undefined)}
        />
        {fileError && (
          <p id="csv-import-file-error" className="field__error">
            {fileError}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" busy={progress !== null}>
          Import CSV
        </Button>
      </div>
      {progress !== null && <UploadProgress percent={progress} what="the file" working="Importing the products" />}
      <div className="csv-import__outcome" aria-live="polite">
        {outcome?.kind === 'done' && <p className="csv-import__done">{importSummary(outcome.result)}</p>}
        {outcome?.kind === 'refused' && (
          <>
            <p className="field__error">{outcome.error}</p>
            {outcome.rows.length > 0 && (
              <ul className="csv-import__rows" aria-label="Refused rows">
                {outcome.rows.map(({ row, error }) => (
                  <li key={row}>
                    <strong>Row {row}:</strong> {error}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </form>
  );
}
