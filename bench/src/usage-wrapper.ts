/**
 * Runs a Node entry point in this process and, when the process exits, writes its peak resident memory
 * and CPU time to stderr: the fallback for measuring a build where `/usr/bin/time` is missing.
 * Usage: node --import tsx bench/src/usage-wrapper.ts <entry.js> [args...]
 */
import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { USAGE_PREFIX } from './run-build.ts';

const [entry, ...args] = process.argv.slice(2);
if (entry) {
  process.on('exit', () => {
    // maxRSS is in KiB, CPU times in microseconds.
    const usage = process.resourceUsage();
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    writeSync(2, `\n${USAGE_PREFIX}max-rss-kib=${usage.maxRSS} cpu-ms=${cpuMs}\n`);
  });
  process.argv = [process.argv[0] ?? process.execPath, resolve(entry), ...args];
  await import(pathToFileURL(resolve(entry)).href);
}
