import { useSyncExternalStore } from 'react';

const subscribeNothing = (): (() => void) => () => {};

// `platform` is deprecated but still the plainest signal; the user agent covers browsers that blank it.
const isApple = (): boolean => /Mac|iPhone|iPad|iPod/.test(`${navigator.platform} ${navigator.userAgent}`);

/**
 * Whether the reader's keyboard has a Command key. False on the server and while hydrating (the HTML
 * shows "Ctrl"), so hydration matches; Apple devices then re-render with "⌘".
 */
export function useApplePlatform(): boolean {
  return useSyncExternalStore(subscribeNothing, isApple, () => false);
}
