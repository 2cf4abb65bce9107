import { useEffect } from 'react';
import { NAV_SCREEN_CLOSE_WIDTH } from '../constants.ts';
import { useDisclosure, type Disclosure } from './useDisclosure.ts';

/**
 * The mobile navigation screen: a disclosure that also closes when the window's outer width reaches
 * the desktop navigation width, and locks page scroll while open.
 */
export function useNavScreen(): Disclosure {
  const disclosure = useDisclosure();
  const { open, setOpen } = disclosure;
  useEffect(() => {
    if (!open) return;
    const onResize = (): void => {
      if (window.outerWidth >= NAV_SCREEN_CLOSE_WIDTH) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    document.documentElement.classList.add('ad-scroll-locked');
    return () => {
      window.removeEventListener('resize', onResize);
      document.documentElement.classList.remove('ad-scroll-locked');
    };
  }, [open, setOpen]);
  return disclosure;
}
