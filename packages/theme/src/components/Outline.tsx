import { useMemo } from 'react';
import type { OutlineNode } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';
import { useActiveHeading } from '../hooks/useActiveHeading.ts';
import { OutlineList } from './OutlineList.tsx';

/** The page outline as an aside ('On this page'), with the heading the reader is at marked. */
export function Outline({ refreshKey }: { refreshKey: number }) {
  const { outline: nodes, locale } = useShell();
  const ids = useMemo(() => flattenIds(nodes), [nodes]);
  const activeId = useActiveHeading(ids, refreshKey);
  return (
    <nav className="ad-outline" aria-labelledby="ad-outline-title">
      <p className="ad-outline__title" id="ad-outline-title">
        {locale.labels.outlineTitle}
      </p>
      <OutlineList nodes={nodes} activeId={activeId} />
    </nav>
  );
}

export function flattenIds(nodes: readonly OutlineNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...flattenIds(node.children)]);
}
