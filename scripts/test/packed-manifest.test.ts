import { describe, expect, it } from 'vitest';
import { packedDependencies, packedExports } from '../packed-manifest.ts';

describe('packedExports', () => {
  it('names the declaration and the built module of a source module', () => {
    expect(packedExports({ '.': './src/index.ts', './app': './src/app/App.tsx' })).toEqual({
      '.': { types: './dist/lib/index.d.ts', import: './dist/lib/index.js', default: './dist/lib/index.js' },
      './app': { types: './dist/lib/app/App.d.ts', import: './dist/lib/app/App.js', default: './dist/lib/app/App.js' },
    });
  });

  it("names a stylesheet's copy among the built files", () => {
    expect(packedExports({ './css/a.css': './src/a/A.css' })).toEqual({ './css/a.css': './dist/lib/a/A.css' });
  });

  it('keeps built files and the manifest as they are', () => {
    const kept = { './widgets.js': './dist/widgets.js', './dist/*': './dist/*', './package.json': './package.json' };
    expect(packedExports(kept)).toEqual(kept);
  });

  it('follows another layout', () => {
    expect(packedExports({ '.': './lib/cli.ts' }, { source: './lib/', built: './out/' })).toEqual({
      '.': { types: './out/cli.d.ts', import: './out/cli.js', default: './out/cli.js' },
    });
  });

  it('refuses conditions that name source files, since packing derives them', () => {
    expect(() => packedExports({ '.': { source: './src/index.ts', default: './dist/index.js' } })).toThrow(
      'exports["."]: name the source file alone',
    );
  });
});

describe('packedDependencies', () => {
  it('names the workspace packages at the version packed with them, and keeps the others', () => {
    const versions = { '@atlas-docs/content': '0.3.1', '@atlas-docs/widgets': '0.2.0' };
    const dependencies = { '@atlas-docs/content': '*', '@atlas-docs/widgets': '*', react: '^19.2.0', '@other/x': '*' };
    expect(packedDependencies(dependencies, versions)).toEqual({
      '@atlas-docs/content': '^0.3.1',
      '@atlas-docs/widgets': '^0.2.0',
      react: '^19.2.0',
      '@other/x': '*',
    });
    expect(() => packedDependencies({ '@atlas-docs/gone': '*' }, versions)).toThrow('not a package of the workspace');
  });
});
