import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';

/** Folders that never hold pages: `_partials`, `.vitepress`, `node_modules`. */
export function isSkippedFolder(name: string): boolean {
  return name.startsWith('_') || name.startsWith('.') || name === 'node_modules';
}

/**
 * Every file under `dir` (paths relative to it, with `/`, sorted) whose name passes `accept`, without
 * descending into folders that `skipFolder` rejects. A missing folder has no files.
 */
export async function findFiles(
  dir: string,
  accept: (name: string) => boolean,
  skipFolder: (name: string) => boolean = () => false,
): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relativeDir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(dir, relativeDir), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await Promise.all(
      entries.map(async (entry) => {
        const path = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
        // A link to a file is that file (a public file may be a link to one the repository keeps elsewhere);
        // links to folders are not followed, so no loop of links walks forever.
        const target = entry.isSymbolicLink() ? await stat(join(dir, path)).catch(() => null) : entry;
        if (entry.isDirectory()) {
          if (!skipFolder(entry.name)) await walk(path);
        } else if (target?.isFile() && accept(entry.name)) found.push(path);
      }),
    );
  };
  await walk('');
  return found.sort();
}

/** The markdown pages of a content folder. */
export async function findPages(srcDir: string, exclude: readonly string[] = []): Promise<string[]> {
  const pages = await findFiles(srcDir, (name) => name.endsWith('.md'), isSkippedFolder);
  if (exclude.length === 0) return pages;
  const excluded = picomatch([...exclude]);
  return pages.filter((path) => !excluded(path));
}
