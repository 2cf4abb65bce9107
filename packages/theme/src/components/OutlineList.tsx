import type { OutlineNode } from '@atlas-docs/content/rules';
import { Breakable } from '@atlas-docs/widgets/text/breakable';

interface OutlineListProps {
  nodes: OutlineNode[];
  activeId: string | null;
  onNavigate?: () => void;
  root?: boolean;
}

/** The nested list of outline links; the heading the reader is at is marked as the current location. */
export function OutlineList({ nodes, activeId, onNavigate, root = true }: OutlineListProps) {
  return (
    <ul className={root ? 'ad-outline__list' : 'ad-outline__list ad-outline__list--nested'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            className="ad-outline__link"
            href={`#${node.id}`}
            aria-current={node.id === activeId ? 'location' : undefined}
            onClick={onNavigate}
          >
            <Breakable text={node.text} />
          </a>
          {node.children.length > 0 && (
            <OutlineList
              nodes={node.children}
              activeId={activeId}
              root={false}
              {...(onNavigate ? { onNavigate } : {})}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
