import { useState } from 'react';
import type { ExportProgress, ProgressListener } from './export-progress';

/**
 * Runs an export once at a time, tracking its progress; resolves with what the export gave back,
 * or undefined when it failed. Failures are only logged, and the modal says it failed.
 */
export function useExportRun() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async <Result>(run: (onProgress: ProgressListener) => Promise<Result>) => {
    setFailed(false);
    setProgress({ stage: 'fetching', share: 0 });
    try {
      return await run(setProgress);
    } catch (error) {
      console.error('Excel export failed', error);
      setFailed(true);
      return undefined;
    } finally {
      setProgress(null);
    }
  };

  return { progress, failed, running: progress !== null, start };
}
