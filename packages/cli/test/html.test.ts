import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineJson } from '@atlas-docs/content';
import { APPLE_KEYS_CLASS } from '@atlas-docs/theme/constants';
import { renderRedirect } from '../src/html.ts';
import { cspHash, moduleLoader, REDIRECT_SCRIPT, themeScript, topRegionScript } from '../src/theme-script.ts';

describe('inlineJson', () => {
  it('cannot close its script element early', () => {
    const json = inlineJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});

describe('renderRedirect', () => {
  it('sends the reader on with a script, a refresh, a canonical link and a visible link', () => {
    const html = renderRedirect('/docs/probeinfo/probe-v3', REDIRECT_SCRIPT);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/probeinfo/probe-v3">');
    expect(html).toContain('<link rel="canonical" href="/docs/probeinfo/probe-v3">');
    expect(html).toContain('<a href="/docs/probeinfo/probe-v3">');
    // The script reads the canonical link, so it comes after it, and before the refresh it overtakes.
    const at = (text: string): number => html.indexOf(text);
    expect(at(`<script>${REDIRECT_SCRIPT}</script>`)).toBeGreaterThan(at('<link rel="canonical"'));
    expect(at(`<script>${REDIRECT_SCRIPT}</script>`)).toBeLessThan(at('<meta http-equiv="refresh"'));
  });
});

/** Runs the redirect script on a page at `from` whose canonical link is `to`; returns where it sends the reader. */
function runRedirectScript(from: string, to: string): string | null {
  const url = new URL(from);
  let replaced: string | null = null;
  const context = {
    URL,
    document: { querySelector: () => ({ href: new URL(to, url).href }) },
    location: { search: url.search, hash: url.hash, replace: (target: string) => (replaced = target) },
  };
  runInNewContext(REDIRECT_SCRIPT, context);
  return replaced;
}

describe('REDIRECT_SCRIPT', () => {
  const old = 'https://atlas.ripe.net/probe-v3';
  const target = '/docs/probeinfo/probe-v3';

  it('keeps the query and the hash of the old URL', () => {
    expect(runRedirectScript(`${old}?x=1#power`, target)).toBe(`https://atlas.ripe.net${target}?x=1#power`);
    expect(runRedirectScript(`${old}/#power`, target)).toBe(`https://atlas.ripe.net${target}#power`);
    expect(runRedirectScript(old, target)).toBe(`https://atlas.ripe.net${target}`);
  });

  it("adds the old query to the target's own, and the old hash replaces the target's", () => {
    expect(runRedirectScript(`${old}?x=1`, `${target}?tab=2#design`)).toBe(
      `https://atlas.ripe.net${target}?tab=2&x=1#design`,
    );
    expect(runRedirectScript(`${old}#power`, `${target}#design`)).toBe(`https://atlas.ripe.net${target}#power`);
  });
});

/**
 * Runs the theme script against a stored choice and a system preference; returns whether it set dark (and
 * checks that it set `light` to the opposite, which keeps the widgets' tokens light).
 */
function runThemeScript(source: string, stored: string | null, systemDark: boolean): boolean {
  const classes = scriptClasses(source, { stored, systemDark });
  const dark = classes.get('dark') ?? false;
  expect(classes.get('light')).toBe(!dark);
  return dark;
}

const LINUX = { platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' };

/** Runs the theme script on a stand-in page; returns the classes it set on the root element. */
function scriptClasses(
  source: string,
  {
    stored = null,
    systemDark = false,
    navigator = LINUX,
  }: { stored?: string | null; systemDark?: boolean; navigator?: typeof LINUX },
): Map<string, boolean> {
  const classes = new Map<string, boolean>();
  const context = {
    localStorage: { getItem: () => stored },
    matchMedia: () => ({ matches: systemDark }),
    navigator,
    document: { documentElement: { classList: { toggle: (name: string, on: boolean) => classes.set(name, on) } } },
  };
  runInNewContext(source, context);
  return classes;
}

describe('themeScript', () => {
  it('follows the stored choice, else the system, by default', () => {
    const source = themeScript(true);
    expect(runThemeScript(source, null, true)).toBe(true);
    expect(runThemeScript(source, null, false)).toBe(false);
    expect(runThemeScript(source, 'light', true)).toBe(false);
    expect(runThemeScript(source, 'dark', false)).toBe(true);
  });

  it("starts dark with 'dark' unless the reader chose light", () => {
    const source = themeScript('dark');
    expect(runThemeScript(source, null, false)).toBe(true);
    expect(runThemeScript(source, 'light', false)).toBe(false);
  });

  it('ignores stored choices when forced', () => {
    expect(runThemeScript(themeScript('force-dark'), 'light', false)).toBe(true);
    expect(runThemeScript(themeScript('force-auto'), 'dark', false)).toBe(false);
    expect(runThemeScript(themeScript('force-auto'), 'light', true)).toBe(true);
  });

  it('sets no theme when dark mode is off', () => {
    const classes = scriptClasses(themeScript(false), { stored: 'dark', systemDark: true });
    expect(classes.has('dark')).toBe(false);
    expect(classes.has('light')).toBe(false);
  });

  it('marks a device with a Command key, whether or not the site has dark mode', () => {
    const mac = { platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/156' };
    const blankPlatform = { platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' };
    for (const appearance of [true, false] as const) {
      const source = themeScript(appearance);
      expect(scriptClasses(source, { navigator: mac }).get(APPLE_KEYS_CLASS)).toBe(true);
      expect(scriptClasses(source, { navigator: blankPlatform }).get(APPLE_KEYS_CLASS)).toBe(true);
      expect(scriptClasses(source, { navigator: LINUX }).get(APPLE_KEYS_CLASS)).toBe(false);
    }
  });

  it('has a stable CSP hash', () => {
    const source = themeScript(true);
    expect(cspHash(source)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(cspHash(source)).toBe(cspHash(source));
    expect(cspHash(source)).not.toBe(cspHash(themeScript('dark')));
  });
});

/** Runs the top region's script on a stand-in page; returns the property it set. */
function runTopRegionScript(source: string, region: { offsetHeight: number } | null) {
  const properties: Record<string, string> = {};
  const context = {
    document: {
      getElementById: (id: string) => (id === 'ad-page-top' ? region : null),
      documentElement: { style: { setProperty: (name: string, value: string) => (properties[name] = value) } },
    },
  };
  runInNewContext(source, context);
  return properties;
}

describe('topRegionScript', () => {
  it("records the region's height for the bars below it", () => {
    expect(runTopRegionScript(topRegionScript([]), { offsetHeight: 42 })).toEqual({ '--ad-page-top-height': '42px' });
    expect(runTopRegionScript(topRegionScript([]), null)).toEqual({});
  });

  it("runs the plugins' scripts first, so the height is the one they leave", () => {
    const region = { offsetHeight: 42 };
    const hide = 'document.getElementById("ad-page-top").offsetHeight=0';
    const source = topRegionScript([hide]);
    expect(source.startsWith(hide)).toBe(true);
    expect(runTopRegionScript(source, region)).toEqual({ '--ad-page-top-height': '0px' });
  });
});

/**
 * Runs a module loader after the first paint in a stand-in window and returns what it did, in order:
 * `preload <url>` for each module preload it added, `task` for each task it waited for, `import <url>`.
 */
async function runModuleLoader(source: string, { hidden = false } = {}): Promise<string[]> {
  const steps: string[] = [];
  const tasks: (() => void)[] = [];
  const window = {
    document: {
      readyState: 'complete',
      hidden,
      head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    },
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => tasks.push(callback),
    load: (url: string) => {
      steps.push(`import ${url}`);
      return Promise.resolve();
    },
  };
  // A vm context has no module loader: the dynamic imports go to `load` instead.
  runInNewContext(source.replaceAll('import(', 'load('), window);
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    steps.push('task');
    task();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return steps;
}

describe('moduleLoader', () => {
  it('preloads every module at once, then evaluates each in a task of its own, the entry last', async () => {
    const steps = await runModuleLoader(moduleLoader('/assets/entry.js', ['/assets/runtime.js', '/assets/react.js']));
    expect(steps).toEqual([
      'task',
      'modulepreload /assets/runtime.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/entry.js',
      'task',
      'import /assets/runtime.js',
      'task',
      'import /assets/react.js',
      'task',
      'import /assets/entry.js',
    ]);
  });

  it('starts right away in a background tab, where nothing paints', async () => {
    const steps = await runModuleLoader(moduleLoader('/assets/entry.js', ['/assets/react.js']), { hidden: true });
    expect(steps.slice(0, 3)).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/entry.js', 'task']);
  });

  it('imports an entry without static imports and adds no preload for it', async () => {
    expect(await runModuleLoader(moduleLoader('/assets/entry.js'))).toEqual([
      'task',
      'task',
      'import /assets/entry.js',
    ]);
  });

  it('keeps a URL with quotes or </script> inside its string', () => {
    const source = moduleLoader(`/assets/x'"</script>.js`);
    expect(source).not.toContain('</script>');
    expect(source).toContain(inlineJson(`/assets/x'"</script>.js`));
  });
});
