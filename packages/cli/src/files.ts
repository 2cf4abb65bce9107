import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes a file, making its folders first. */
export async function writeFileDeep(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
