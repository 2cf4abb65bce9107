import { useCallback, useSyncExternalStore } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { isDismissed, rememberDismissal, subscribeDismissals } from './dismissal-store.ts';

export interface BannerStateOptions {
  /** Remembers a dismissal under this id; without one a dismissal lasts for the page view only. */
  id?: string | undefined;
  permanent?: boolean | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

export interface BannerState {
  open: boolean;
  /** Whether the banner can be dismissed at all (not when permanent). */
  dismissible: boolean;
  /** Hides the banner and remembers it; does nothing for a permanent banner. */
  dismiss: () => void;
}

/** Whether the banner with this id was dismissed earlier; false on the server, where storage is unknown. */
function useRememberedDismissal(id: string | undefined): boolean {
  return useSyncExternalStore(
    subscribeDismissals,
    () => (id ? isDismissed(id) : false),
    () => false,
  );
}

/** The banner's open state: shown until dismissed, a dismissal remembered per banner id. */
export function useBanner({
  id,
  permanent = false,
  open,
  defaultOpen = true,
  onOpenChange,
}: BannerStateOptions): BannerState {
  const remembered = useRememberedDismissal(id);
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const dismiss = useCallback(() => {
    if (permanent) return;
    if (id) rememberDismissal(id);
    setOpen(false);
  }, [id, permanent, setOpen]);
  return {
    // A controlled banner shows what its parent says; an uncontrolled one also stays hidden once remembered.
    open: open ?? (isOpen && !remembered),
    dismissible: !permanent,
    dismiss,
  };
}
