import { execFile } from 'node:child_process';

/**
 * Parses `git log --format=%x00%ct --name-only` output: each commit starts with a NUL and its time in
 * seconds, then its files. The log is newest first, so the first time seen for a file is its last change.
 * Returns milliseconds since the epoch by file path.
 */
export function parseGitLog(output: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const commit of output.split('\0')) {
    const [head, ...files] = commit.split('\n');
    const seconds = Number(head);
    if (!head || !Number.isFinite(seconds)) continue;
    for (const file of files) {
      if (file && !times.has(file)) times.set(file, seconds * 1000);
    }
  }
  return times;
}

/**
 * The last commit time of every file under `dir`, by path relative to `dir`, from one `git log` call.
 * Empty when `dir` is not in a git repository (or has no commits), so pages show no time.
 */
export function gitTimes(dir: string): Promise<Map<string, number>> {
  const args = ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct', '--name-only', '--relative', '--', '.'];
  return new Promise((resolve) => {
    execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      resolve(error ? new Map() : parseGitLog(stdout));
    });
  });
}
