import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The value when controlled by the parent; `undefined` leaves the state to the component. */
  prop?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultProp: T;
  /** Called with each new value the component asks for, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a parent may control (`open` + `onOpenChange`) or leave to the component (`defaultOpen`),
 * as Radix's hook of the same name: the setter calls `onChange` only for a real change, and in the
 * controlled case changes nothing itself.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;

  // Read the latest value and callback in the setter without making it change identity on each render.
  const latest = useRef({ value, controlled, onChange });
  useLayoutEffect(() => {
    latest.current = { value, controlled, onChange };
  });

  const setValue = useCallback((next: T) => {
    const current = latest.current;
    if (Object.is(next, current.value)) return;
    if (!current.controlled) setUncontrolled(next);
    // Two calls in one event see the new value, not the one from the last render.
    latest.current = { ...current, value: next };
    current.onChange?.(next);
  }, []);

  return [value, setValue];
}
