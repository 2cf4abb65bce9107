import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace packages that turn a site into HTML: a change there needs a rebuild too. */
export const PACKAGES_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The newest modification time under the given paths, skipping build output, dependencies and dot folders. */
export async function newestChange(paths: string[]): Promise<number> {
  let newest = 0;
  const walk = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => null);
    if (!info) return;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) return;
    for (const entry of await readdir(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      await walk(join(path, entry));
    }
  };
  for (const path of paths) await walk(path);
  return newest;
}

/** Whether the built site is missing, or older than any of its sources. */
export async function needsBuild(outDir: string, sources: string[]): Promise<boolean> {
  const built = await stat(join(outDir, 'index.html')).catch(() => null);
  if (!built) return true;
  return (await newestChange(sources)) > built.mtimeMs;
}
