import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ANOTHER_SITE } from '../quick-start.ts';

describe("the quick start's check of the README", () => {
  it('runs the commands of the "Another site" section as the README writes them', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### Another site'));
    const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const lines = block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim());
    expect(lines.filter(Boolean)).toEqual(Object.values(ANOTHER_SITE));
  });
});
