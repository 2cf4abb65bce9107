/**
 * What a module the framework's config imports becomes when it cannot be loaded here (a theme, a plugin, the
 * framework itself, a `.vue` file): a stand-in that never throws. Called, a `define…`, `with…`, `extend…` or `…Theme`
 * function gives back its first argument (so `defineConfig({ ... })` and `withMermaid(config)` are the config);
 * any other call, property or construction gives another stand-in, which the import reports where it lands in
 * the config. The source below runs inside the bundled config; `stubName` reads a stand-in from outside.
 */
import { escapeRegExp } from '@atlas-docs/content';

/** The symbol a stand-in answers with the expression it stands for (`vuepress-bar()`). */
export const STUB_MARK = 'atlas-docs.import.stub';

/** Functions whose first argument is what they give back, as the frameworks' and their plugins' helpers do. */
export const PASS_THROUGH = /^(?:(?:define|with|extend)[A-Z]\w*|\w*Theme)$/;

/** The source of the stand-in factory, `stub(expression, callee)`, shared by every stand-in module. */
export const STUB_CORE = `const MARK = Symbol.for(${JSON.stringify(STUB_MARK)});
const PASS = ${PASS_THROUGH.toString()};
function stub(expression, callee) {
  const target = function () {};
  return new Proxy(target, {
    get(_, key) {
      if (key === MARK) return expression;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* () {};
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === 'default') return stub(expression, callee);
      return stub(expression + '.' + String(key), String(key));
    },
    apply(_, __, args) {
      const first = args[0];
      if (PASS.test(callee) && first !== null && typeof first === 'object') return first;
      return stub(expression + '()', '');
    },
    construct() {
      return stub('new ' + expression, '');
    },
  });
}
module.exports = stub;
`;

/**
 * The source of the stand-in for module `name`: CommonJS for `require()`, whose value is the stand-in itself;
 * an ES module for `import`, with the named exports the importer asks for (`names`), each a stand-in too.
 */
export function stubModuleSource(name: string, core: string, names: readonly string[] | null): string {
  const quoted = JSON.stringify(name);
  if (names === null) return `module.exports = require(${JSON.stringify(core)})(${quoted}, ${quoted});`;
  const exports = names
    .filter((exported) => /^[A-Za-z_$][\w$]*$/.test(exported) && exported !== 'default')
    .map((exported) => `export const ${exported} = root[${JSON.stringify(exported)}];`);
  return [
    `import stub from ${JSON.stringify(core)};`,
    `const root = stub(${quoted}, ${quoted});`,
    'export default root;',
    ...exports,
  ].join('\n');
}

/** The names a module imports from `specifier` (`import { a, b as c } from 'x'`, `export { d } from 'x'`). */
export function importedNames(source: string, specifier: string): string[] {
  const quoted = escapeRegExp(specifier);
  const pattern = new RegExp(
    `(?:import|export)\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  const names = new Set<string>();
  for (const match of source.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The expression a stand-in stands for, or undefined for a real value. */
export function stubName(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const mark = (value as Record<symbol, unknown>)[Symbol.for(STUB_MARK)];
  return typeof mark === 'string' ? mark : undefined;
}
