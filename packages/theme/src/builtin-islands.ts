import { registerIsland } from './islands.ts';

// Content islands every site has. Each loads its code only on pages that contain one.
registerIsland('mermaid', () => import('./islands/mermaid.ts'));
registerIsland('help', () => import('./islands/help.tsx'));
registerIsland('rollover', () => import('./islands/rollover.tsx'));
// The API reference pages (`::api-resource`): their HTML is rendered at build time; this adds deep links
// and the try-it buttons, whose panel code loads on first use.
registerIsland('api-resource', () => import('@atlas-docs/api-reference/ui/island'));
registerIsland('legal', () => import('./islands/legal.tsx'));
