/** The page's markdown as a clipboard blob; rejects when it cannot be fetched. */
export async function markdownBlob(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}
