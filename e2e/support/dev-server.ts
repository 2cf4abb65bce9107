import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's `atlas-docs` command. */
export const ATLAS_DOCS = fileURLToPath(new URL('../../packages/cli/bin/atlas-docs.js', import.meta.url));
const REAL_SITE = fileURLToPath(new URL('../../site', import.meta.url));

/** A copy of the real site folder in a new temporary folder, for tests that edit its files. */
export async function copyOfSite(from = REAL_SITE): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'atlas-dev-test-')), 'site');
  await cp(from, dir, { recursive: true });
  return dir;
}

/** A running `atlas-docs` command: its output so far, and a way to stop it and learn how it exited. */
export interface Command {
  process: ChildProcess;
  output: () => string;
  /** Resolves once the output matches. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Resolves with the exit code (null after a signal it did not handle). */
  exited: Promise<number | null>;
  /** SIGINT, as Ctrl+C sends, then the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Runs `atlas-docs <args>` in `cwd` (by default a folder outside the repository): the repository's command,
 * or another (`bin`, such as a site's installed one).
 */
export function runAtlasDocs(args: string[], cwd = tmpdir(), bin = ATLAS_DOCS): Command {
  const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 60_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${String(pattern)} in the output of atlas-docs ${args.join(' ')}:\n${output}`));
      }, timeoutMs);
      const check = (): void => {
        if (!pattern.test(output)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
      void exited.then(() => {
        if (waiters.has(check)) {
          waiters.delete(check);
          clearTimeout(timer);
          if (pattern.test(output)) resolve();
          else reject(new Error(`atlas-docs ${args.join(' ')} exited:\n${output}`));
        }
      });
    });
  return {
    process: child,
    output: () => output,
    waitFor,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** Starts `atlas-docs dev` on a site folder and waits until it serves. */
export async function startDev(
  siteDir: string,
  port: number,
  cwd?: string,
  bin?: string,
): Promise<Command & { url: string }> {
  const command = runAtlasDocs(['dev', siteDir, '--port', String(port)], cwd, bin);
  await command.waitFor(/serving .* on http/);
  return { ...command, url: `http://127.0.0.1:${port}` };
}
