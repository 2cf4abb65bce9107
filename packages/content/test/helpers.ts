import { fileURLToPath } from 'node:url';
import { ContentError } from '../src/content-error.ts';

/** The folder of a fixture site. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));
}

/** The ContentError a promise rejects with; fails when it resolves or rejects with something else. */
export async function contentErrorOf(promise: Promise<unknown>): Promise<ContentError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ContentError)) throw new Error(`expected a ContentError, got ${String(error)}`);
  return error;
}
