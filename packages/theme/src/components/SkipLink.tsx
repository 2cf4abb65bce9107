import { useLabels } from '../context.ts';

export function SkipLink() {
  const labels = useLabels();
  return (
    <a className="ad-skip-link" href="#main-content">
      {labels.skipToContent}
    </a>
  );
}
