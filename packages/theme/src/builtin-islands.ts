import { registerIsland } from './islands.ts';

// Mermaid diagrams, an island every site has (from ```mermaid code blocks); its code loads only on pages
// that hold one. Other islands come from the site's plugins (entry-client.tsx).
registerIsland('mermaid', () => import('./islands/mermaid.ts'));
