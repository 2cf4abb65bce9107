// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from '../src/hooks/useControllableState.ts';

describe('useControllableState', () => {
  describe('given no prop (uncontrolled)', () => {
    it('starts from the default, keeps its own value and reports changes', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ defaultProp: false, onChange }));
      expect(result.current[0]).toBe(false);
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(true);
      expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('does not report a value it already has', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
      act(() => result.current[1](1));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('sees its own change when set twice in one event', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ defaultProp: 0, onChange }));
      act(() => {
        result.current[1](1);
        result.current[1](1);
      });
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a prop (controlled)', () => {
    it('shows the prop, asks for changes and waits for the parent', () => {
      const onChange = vi.fn();
      const { result, rerender } = renderHook(
        ({ open }) => useControllableState({ prop: open, defaultProp: false, onChange }),
        {
          initialProps: { open: false },
        },
      );
      act(() => result.current[1](true));
      expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
      expect(result.current[0]).toBe(false);
      rerender({ open: true });
      expect(result.current[0]).toBe(true);
    });

    it('keeps the setter identity across renders', () => {
      const { result, rerender } = renderHook(({ open }) => useControllableState({ prop: open, defaultProp: false }), {
        initialProps: { open: false },
      });
      const first = result.current[1];
      rerender({ open: true });
      expect(result.current[1]).toBe(first);
    });
  });
});
