import { createRoot } from 'react-dom/client';
import type { TryItOperation } from './describe.ts';
import { TryIt } from './TryIt.tsx';
import './try-it.css';

/** Renders the try-it panel of an operation into its (build-time, empty) panel element. */
export function mountTryIt(
  panel: HTMLElement,
  operation: TryItOperation,
  where: { base: string; bodies: string },
): () => void {
  const root = createRoot(panel);
  root.render(<TryIt operation={operation} base={where.base} bodies={where.bodies} />);
  return () => root.unmount();
}
