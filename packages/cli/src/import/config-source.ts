import type { Framework } from './load-framework-config.ts';
import { Code, type MappedConfig } from './map-config.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The declarations of every piece of code in a value. */
function declarationsOf(value: unknown): string[] {
  if (value instanceof Code) return [...value.declarations];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(declarationsOf);
}

/** A value as TypeScript source: keys bare where they can be, strings in single quotes, two-space indents. */
export function valueSource(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (value instanceof Code) return value.source;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${valueSource(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => {
      const name = IDENTIFIER.test(key) ? key : stringSource(key);
      return `${inner}${name}: ${valueSource(item, inner)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? stringSource(value) : JSON.stringify(value);
}

function stringSource(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** The `site.config.ts` an import writes: the config, with what was not carried over as a comment above it. */
export function configSource({ config, notCarried }: MappedConfig, framework: Framework, from: string | null): string {
  const origin = from === null ? `a ${framework} folder without a config file` : from;
  const lines = [`// Imported from ${origin} by \`atlas-docs import ${framework}\`.`];
  if (notCarried.length > 0) {
    lines.push('// Not carried over:', ...notCarried.map((line) => `// - ${line.replace(/\n/g, ' ')}`));
  }
  lines.push(
    "import type { SiteConfig } from '@atlas-docs/content/types';",
    '',
    ...[...new Set(declarationsOf(config))].flatMap((line) => [line, '']),
    `const config: SiteConfig = ${valueSource(config)};`,
    '',
    'export default config;',
    '',
  );
  return lines.join('\n');
}
