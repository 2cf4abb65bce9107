import { useLayoutEffect, useRef } from 'react';

/** Places DOM nodes that React did not create (a custom element's original children) inside a view. */
export function Adopted({ nodes }: { nodes: readonly Node[] }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(...nodes);
  }, [nodes]);
  return <span ref={ref} className="ad-w-adopted" />;
}
