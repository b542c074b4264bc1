import { useCallback, useState } from 'react';
import { selectToken } from './auth.slice';
import { downloadFile } from './download';
import { useAppSelector } from './hooks';

/**
 * A download button's state: `download(path, fileName)` fetches the file with the signed-in user's token
 * and saves it; `busy` while it runs, and `problem` the message to show when it failed (`failed` when the
 * server gave none), cleared at the next try.
 */
export function useDownload(failed?: string) {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useCallback(
    async (path: string, fileName: string) => {
      setBusy(true);
      setProblem(null);
      try {
        await downloadFile(path, fileName, token, failed);
      } catch (error) {
        setProblem((error as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [token, failed],
  );
  return { busy, problem, download };
}
