import { registerIsland } from './islands.ts';

// Content islands every site has. Each loads its code only on pages that contain one.
registerIsland('mermaid', () => import('./islands/mermaid.ts'));
registerIsland('help', () => import('./islands/help.tsx'));
registerIsland('rollover', () => import('./islands/rollover.tsx'));
registerIsland('legal', () => import('./islands/legal.tsx'));
