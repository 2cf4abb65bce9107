import { useCallback, useEffect, useRef, useState } from 'react';
import { LEGAL_FIND_REARM_MS } from '../config.ts';

export interface FindPromptState {
  open: boolean;
  /** Closes the prompt, with `true` when the reader chose to expand everything. */
  close: (confirmed: boolean) => void;
}

/**
 * Where find-in-page cannot reveal collapsed panels (spec 4): the first Ctrl/Cmd+F while `active` opens a
 * prompt, and again once 5 s have passed. The key press keeps its default, so the browser's own find bar
 * opens as usual beside the prompt.
 */
export function useFindPrompt(active: boolean, onConfirm: () => void): FindPromptState {
  const [open, setOpen] = useState(false);
  const armed = useRef(true);
  const confirm = useRef(onConfirm);
  useEffect(() => {
    confirm.current = onConfirm;
  });

  useEffect(() => {
    if (!active) return;
    let rearm: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'f') return;
      if (!armed.current) return;
      armed.current = false;
      rearm = setTimeout(() => {
        armed.current = true;
      }, LEGAL_FIND_REARM_MS);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(rearm);
      armed.current = true;
    };
  }, [active]);

  const close = useCallback((confirmed: boolean) => {
    setOpen(false);
    if (confirmed) confirm.current();
  }, []);

  return { open: open && active, close };
}
