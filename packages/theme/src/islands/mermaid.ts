import { renderMermaid, unmountMermaid } from '@atlas-docs/widgets/mermaid';
import '@atlas-docs/widgets/styles';
import type { IslandModule } from '../islands.ts';
import { queueDiagram } from './diagram-queue.ts';

const isDark = (): boolean => document.documentElement.classList.contains('dark');

/**
 * A Mermaid diagram: the placeholder holds the source (shown until this loads); the diagram renders in the
 * current theme inside the pan-and-zoom control, in the page's diagram queue (those in view first), and again
 * when the reader switches between light and dark.
 */
export const mount: IslandModule['mount'] = (element) => {
  const source = element.querySelector('code')?.textContent ?? '';
  /** The theme of the diagram shown; undefined until the first render. */
  let shown: boolean | undefined;
  let cancel = (): void => {};
  const render = async (): Promise<void> => {
    const dark = isDark();
    await renderMermaid(element, source, { dark });
    shown = dark;
    // The reader switched themes while this one rendered.
    if (isDark() !== dark) cancel = queueDiagram(element, render);
  };
  cancel = queueDiagram(element, render);
  const observer = new MutationObserver(() => {
    if (shown !== undefined && isDark() !== shown) cancel = queueDiagram(element, render);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    observer.disconnect();
    cancel();
    unmountMermaid(element);
  };
};
