import { useEffect, useState } from 'react';
import { storedCopyUrl } from './tender-documents';

/** A blob: URL of our stored copy (or a ZIP member of it), revoked when the file changes or the view goes. */
export function useStoredCopyUrl(projectId: number, documentId: number, member: string) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    setUrl(null);
    setFailed(false);
    storedCopyUrl(projectId, documentId, member || undefined).then(
      (next) => {
        if (gone) {
          URL.revokeObjectURL(next);
          return;
        }
        made = next;
        setUrl(next);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [projectId, documentId, member]);
  return { url, failed };
}
