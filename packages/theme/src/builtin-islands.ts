import { registerIsland } from './islands.ts';

// Mermaid diagrams and code groups, islands every site has (from ```mermaid code blocks); its code loads only on pages
// that hold one. Other islands come from the site's plugins (entry-client.tsx).
registerIsland('mermaid', () => import('./islands/mermaid.ts'));
// A code group's blocks as tabs (`:::code-group`); until it loads, the blocks show one after another.
registerIsland('code-group', () => import('./islands/code-group.ts'));
