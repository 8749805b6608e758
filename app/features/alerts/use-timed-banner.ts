import { useCallback, useEffect, useRef, useState } from 'react';

/** The alert edit banner stays 5 seconds (flash messages, 3). */
export const ALERT_BANNER_MS = 5000;

export interface Banner {
  kind: 'success' | 'error';
  text: string;
}

/** One banner at a time that hides itself after `ms`; showing another restarts the clock. */
export function useTimedBanner(ms = ALERT_BANNER_MS) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);
  const show = useCallback(
    (next: Banner) => {
      clearTimeout(timer.current);
      setBanner(next);
      timer.current = setTimeout(() => setBanner(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { banner, show, hide };
}
