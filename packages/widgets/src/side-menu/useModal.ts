import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, the element (a panel and its overlay) is a modal: focus moves into it (to `initialFocus`, else
 * its first link or button), everything else on the page is inert, and on release focus returns to where it
 * was when it opened.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    opener.current = document.activeElement;
    // Every sibling of the panel and of each of its ancestors, up to <body>, becomes inert.
    const inerted: HTMLElement[] = [];
    for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
          sibling.inert = true;
          inerted.push(sibling);
        }
      }
    }
    (initialFocus?.current ?? element.querySelector<HTMLElement>('a[href], button'))?.focus();
    return () => {
      for (const sibling of inerted) sibling.inert = false;
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [panel, active, initialFocus]);
}
