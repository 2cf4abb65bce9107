import { useEffect } from 'react';
import { NAV_SCREEN_CLOSE_WIDTH, SHORT_WINDOW_QUERY } from '../constants.ts';
import { useDisclosure, type Disclosure } from './useDisclosure.ts';

/**
 * The mobile navigation screen: a disclosure that also closes when the window's outer width reaches
 * the desktop navigation width, and locks page scroll while open. In a short window, where the navigation
 * bar scrolls with the page, the bar is first brought to the top, where the screen opens under it.
 */
export function useNavScreen(): Disclosure {
  const disclosure = useDisclosure();
  const { open, setOpen, buttonRef } = disclosure;
  useEffect(() => {
    if (!open) return;
    const bar = buttonRef.current?.closest('.ad-navbar');
    if (bar && window.matchMedia(SHORT_WINDOW_QUERY).matches) window.scrollBy(0, bar.getBoundingClientRect().top);
    const onResize = (): void => {
      if (window.outerWidth >= NAV_SCREEN_CLOSE_WIDTH) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    document.documentElement.classList.add('ad-scroll-locked');
    return () => {
      window.removeEventListener('resize', onResize);
      document.documentElement.classList.remove('ad-scroll-locked');
    };
  }, [open, setOpen, buttonRef]);
  return disclosure;
}
