import { useLabels } from '../context.ts';
import { useAppearance } from '../hooks/useAppearance.ts';

/** The light/dark switch. */
export function AppearanceSwitch() {
  const labels = useLabels();
  const { isDark, toggle } = useAppearance();
  return (
    <button
      type="button"
      role="switch"
      className="ad-appearance"
      aria-checked={isDark}
      aria-label={labels.appearance}
      title={isDark ? labels.switchToLight : labels.switchToDark}
      onClick={toggle}
    >
      <span className="ad-appearance__thumb" aria-hidden="true">
        <svg className="ad-appearance__sun" viewBox="0 0 24 24" width="14" height="14">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
        <svg className="ad-appearance__moon" viewBox="0 0 24 24" width="14" height="14">
          <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
        </svg>
      </span>
    </button>
  );
}

/** Whether the site offers the switch: not when forced dark or auto, nor when dark mode is off. */
export function hasAppearanceSwitch(appearance: boolean | string): boolean {
  return appearance === true || appearance === 'dark';
}
