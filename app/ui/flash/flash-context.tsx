import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Flash messages vanish after 3 seconds. */
export const FLASH_DURATION_MS = 3000;

export type FlashKind = 'success' | 'error' | 'info' | 'warning';

export interface FlashMessage {
  id: number;
  kind: FlashKind;
  text: string;
}

export type Flash = Record<FlashKind, (text: string) => void>;

interface FlashState {
  messages: FlashMessage[];
  flash: Flash;
  dismiss(id: number): void;
}

const FlashContext = createContext<FlashState | null>(null);

// The mounted provider's flash, for code that runs outside React (the API client's handlers).
let mounted: Flash | null = null;

/** `flashOutside.error(text)`: shows through the mounted <FlashProvider>; dropped if none is. */
export const flashOutside: Flash = {
  success: (text) => mounted?.success(text),
  error: (text) => mounted?.error(text),
  info: (text) => mounted?.info(text),
  warning: (text) => mounted?.warning(text),
};

export function FlashProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<FlashMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setMessages((shown) => shown.filter((m) => m.id !== id));
  }, []);

  const show = useCallback(
    (kind: FlashKind, text: string) => {
      const id = nextId.current++;
      // The same message twice at once (a double click, a re-run effect) is shown once.
      setMessages((shown) =>
        shown.some((m) => m.kind === kind && m.text === text) ? shown : [...shown, { id, kind, text }],
      );
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), FLASH_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  // Stable across renders, so effects that flash can list it as a dependency without re-running.
  const flash = useMemo<Flash>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
      warning: (text) => show('warning', text),
    }),
    [show],
  );
  useEffect(() => {
    mounted = flash;
    return () => {
      if (mounted === flash) mounted = null;
    };
  }, [flash]);
  const value = useMemo<FlashState>(() => ({ messages, dismiss, flash }), [messages, dismiss, flash]);

  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
}

function useFlashState(): FlashState {
  const state = useContext(FlashContext);
  if (!state) throw new Error('useFlash must be used inside <FlashProvider>');
  return state;
}

/** `flash.success(text)`, `flash.error(text)`, … from any component. */
export function useFlash(): Flash {
  return useFlashState().flash;
}

export function useFlashMessages(): Pick<FlashState, 'messages' | 'dismiss'> {
  const { messages, dismiss } = useFlashState();
  return { messages, dismiss };
}
