import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The start of the line `usage-wrapper.ts` writes to stderr when the build process exits. */
export const USAGE_PREFIX = 'atlas-bench usage: ';

export interface BuildRun {
  ok: boolean;
  exitCode: number | null;
  /** Wall-clock seconds of the whole command, Node start-up included. */
  seconds: number;
  /** Peak resident memory of the build, MiB; null when it could not be measured. */
  peakRssMiB: number | null;
  /** User plus system CPU seconds of the build: less sensitive than wall time to other work on the machine. */
  cpuSeconds: number | null;
  /** How memory and CPU time were measured. */
  usageSource: 'time -v' | 'process.resourceUsage' | null;
  /** Pages the build reported, when its log says so. */
  pages: number | null;
  /** The last lines of the build's output, to show when it fails. */
  outputTail: string[];
}

export interface BuildCommand {
  /** The repository root: the command runs there. */
  root: string;
  siteDir: string;
  outDir: string;
  /** Called with each line the build prints. */
  onLine?: (line: string) => void;
  /** How to measure memory; default: `time` when `/usr/bin/time` exists, else `wrapper`. */
  memory?: 'time' | 'wrapper' | 'none';
}

const TIME = '/usr/bin/time';

export interface Usage {
  maxRssKib: number | null;
  cpuSeconds: number | null;
}

/** Peak resident memory (KiB) and CPU seconds from the report of GNU `time -v`, or from the wrapper's line. */
export function parseUsage(output: string): Usage {
  const number = (pattern: RegExp): number | null => {
    const value = pattern.exec(output)?.[1];
    return value === undefined ? null : Number(value);
  };
  const rss =
    number(/Maximum resident set size \(kbytes\):\s*(\d+)/) ?? number(/atlas-bench usage: .*max-rss-kib=(\d+)/);
  const user = number(/User time \(seconds\):\s*([\d.]+)/);
  const system = number(/System time \(seconds\):\s*([\d.]+)/);
  const wrapperMs = number(/atlas-bench usage: .*cpu-ms=(\d+)/);
  const cpuSeconds = user !== null && system !== null ? user + system : wrapperMs === null ? null : wrapperMs / 1000;
  return { maxRssKib: rss, cpuSeconds };
}

/** The page count from the build's log (`built 37 pages ...`), if it says. */
export function parseBuiltPages(output: string): number | null {
  const match = /\bbuilt (\d+) pages\b/.exec(output);
  return match?.[1] ? Number(match[1]) : null;
}

async function canRun(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Builds a site cold (its output folder deleted first) with `atlas-docs build` in a child process and
 * measures the wall time around it and, where possible, the peak memory and CPU time of the build process.
 */
export async function runBuild(command: BuildCommand): Promise<BuildRun> {
  const { root, siteDir, outDir } = command;
  await rm(outDir, { recursive: true, force: true });
  const memory = command.memory ?? ((await canRun(TIME)) ? 'time' : 'wrapper');
  const cli = [join(root, 'packages/cli/bin/atlas-docs.js'), 'build', siteDir, '--out', outDir];
  const [file, args] =
    memory === 'time'
      ? [TIME, ['-v', process.execPath, ...cli]]
      : memory === 'wrapper'
        ? [process.execPath, ['--import', 'tsx', join(root, 'bench/src/usage-wrapper.ts'), ...cli]]
        : [process.execPath, cli];

  const output: string[] = [];
  const buildLines: string[] = [];
  // The memory report of `time -v` closes the output; it is parsed, not shown.
  let inReport = false;
  const show = (line: string): void => {
    inReport ||= /^\s*Command being timed:/.test(line);
    if (inReport || line.startsWith(USAGE_PREFIX) || line.trim() === '') return;
    buildLines.push(line);
    command.onLine?.(line);
  };
  const started = performance.now();
  const exitCode = await new Promise<number | null>((done, fail) => {
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (stream: NodeJS.ReadableStream): void => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          output.push(line);
          show(line);
        }
      });
      stream.on('end', () => {
        if (!pending) return;
        output.push(pending);
        show(pending);
      });
    };
    collect(child.stdout);
    collect(child.stderr);
    child.on('error', fail);
    child.on('close', done);
  });
  const seconds = (performance.now() - started) / 1000;

  const text = output.join('\n');
  const usage: Usage = memory === 'none' ? { maxRssKib: null, cpuSeconds: null } : parseUsage(text);
  return {
    ok: exitCode === 0,
    exitCode,
    seconds,
    peakRssMiB: usage.maxRssKib === null ? null : usage.maxRssKib / 1024,
    cpuSeconds: usage.cpuSeconds,
    usageSource:
      usage.maxRssKib === null && usage.cpuSeconds === null
        ? null
        : memory === 'time'
          ? 'time -v'
          : 'process.resourceUsage',
    pages: parseBuiltPages(text),
    outputTail: buildLines.slice(-40),
  };
}
