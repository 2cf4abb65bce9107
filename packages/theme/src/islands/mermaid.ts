import { renderMermaid, unmountMermaid } from '@atlas-docs/widgets/mermaid';
import '@atlas-docs/widgets/styles';
import type { IslandModule } from '../islands.ts';

const isDark = (): boolean => document.documentElement.classList.contains('dark');

/**
 * A Mermaid diagram: the placeholder holds the source (shown until this loads); the diagram renders in the
 * current theme inside the pan-and-zoom control, and again when the reader switches between light and dark.
 */
export const mount: IslandModule['mount'] = (element) => {
  const source = element.querySelector('code')?.textContent ?? '';
  let dark = isDark();
  void renderMermaid(element, source, { dark });
  const observer = new MutationObserver(() => {
    if (isDark() === dark) return;
    dark = isDark();
    void renderMermaid(element, source, { dark });
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    observer.disconnect();
    unmountMermaid(element);
  };
};
