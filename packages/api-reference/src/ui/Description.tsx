import { useReference } from './context.ts';

/** A description from the API description, as sanitised HTML; nothing when it is empty. */
export function Description({ text, className = 'ad-api__description' }: { text: string; className?: string }) {
  const { toHtml } = useReference();
  if (!text.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: toHtml(text) }} />;
}
