/**
 * The problems the config schema finds, each placed at its line in the config sources: at the key it is
 * about, or, in a list item (where keys repeat), at the item's `text` or at the string value in question.
 */
import type { z } from 'zod';
import { ContentError, type SourceLocation } from '../content-error.ts';
import { CONFIG_FILE } from './config-sources.ts';

/** Finds where a key or a string value is written in the config sources. */
export interface ConfigLocator {
  key(name: string): SourceLocation;
  string(value: string): SourceLocation;
}

type Issue = z.core.$ZodIssue;
type Path = PropertyKey[];

/** A value whose keys can be read: an object or a list (a list item's place is a key too). */
const hasKeys = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/** The value at a path of the config, if there is one. */
function valueAt(config: unknown, path: Path): unknown {
  let value = config;
  for (const segment of path) value = hasKeys(value) ? value[segment] : undefined;
  return value;
}

/**
 * The issues with their whole path. Of a union, the issues inside the one branch the value's shape chose (a
 * list, an object; of two object shapes, not the one that knows none of the value's keys), else the union's
 * own message.
 */
function leaves(issue: Issue, base: Path, config: unknown): { issue: Issue; path: Path }[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union') {
    const value = valueAt(config, path);
    const keyCount = hasKeys(value) ? Object.keys(value).length : 0;
    const shaped = issue.errors.filter(
      (branch) =>
        branch.some((inner) => inner.path.length > 0 || inner.code === 'unrecognized_keys') &&
        !branch.some(
          (inner) => inner.code === 'unrecognized_keys' && inner.path.length === 0 && inner.keys.length === keyCount,
        ),
    );
    const [only] = shaped;
    if (only && shaped.length === 1) return only.flatMap((inner) => leaves(inner, path, config));
  }
  if (issue.code === 'invalid_key') return issue.issues.map((inner) => ({ issue: inner, path }));
  return [{ issue, path }];
}

interface Place {
  at: SourceLocation;
  /** The key the problem is at, and the key of the object that holds it. */
  key: string;
  parent: string;
}

/** Where a problem at `path` of the config is; a value that is missing is placed at what should hold it. */
function place(config: unknown, path: Path, locate: ConfigLocator): Place {
  const found: Place = { at: { file: CONFIG_FILE }, key: '', parent: '' };
  let value = config;
  let exists = true;
  let inItem = false;
  for (const segment of path) {
    if (typeof segment === 'string') [found.parent, found.key] = [found.key, segment];
    const next: unknown = exists && hasKeys(value) ? value[segment] : undefined;
    exists = next !== undefined;
    if (!exists) continue;
    value = next;
    if (typeof segment === 'number') {
      inItem = true;
      if (hasKeys(value) && typeof value.text === 'string' && value.text) found.at = locate.string(value.text);
    } else if (typeof segment === 'string' && !inItem) found.at = locate.key(segment);
  }
  if (exists && inItem && typeof value === 'string' && value) found.at = locate.string(value);
  return found;
}

/** Each problem of a config the schema rejected, at its place, worded as the schema words it. */
export function configProblems(config: unknown, issues: readonly Issue[], locate: ConfigLocator): ContentError {
  const seen = new Set<string>();
  const errors: ContentError[] = [];
  const add = (at: SourceLocation, message: string, found: Place): void => {
    const reason = message.replaceAll('{key}', found.key).replaceAll('{parent}', found.parent);
    const error = new ContentError(at, reason);
    if (!seen.has(error.message)) errors.push(error);
    seen.add(error.message);
  };
  for (const { issue, path } of issues.flatMap((i) => leaves(i, [], config))) {
    const found = place(config, path, locate);
    if (issue.code !== 'unrecognized_keys') add(found.at, issue.message, found);
    else
      for (const key of issue.keys) {
        const inItem = path.some((segment) => typeof segment === 'number');
        add(inItem ? found.at : locate.key(key), issue.message, { ...found, key, parent: found.key });
      }
  }
  return ContentError.combine(errors);
}
