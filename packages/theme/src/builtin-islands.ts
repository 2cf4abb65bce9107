import { registerIsland } from './islands.ts';

// Content islands every site has. Each loads its code only on pages that contain one.
registerIsland('mermaid', () => import('./islands/mermaid.ts'));
registerIsland('legal', () => import('./islands/legal.tsx'));
