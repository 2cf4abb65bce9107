import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageData, SearchShellData, SiteConfig, SiteData } from '@atlas-docs/content/types';
import type { PackedSearchData, SearchRecord } from '../types.ts';
import { searchLabels, searchSynonyms } from './options.ts';
import { minedSynonyms } from './mined-synonyms.ts';
import { isReferencePage, searchRecords } from './records.ts';
import { buildSearchFiles, type SearchDataSource } from './search-data.ts';
import { buildSplitFiles, partFiles, rootOf } from '../split/build.ts';

/** What the search build needs of a loaded site. */
export interface SearchSite {
  config: SiteConfig;
  site: SiteData;
  pages: readonly PageData[];
}

export interface WriteSearchOptions {
  /**
   * Text (content and previews, in characters) of one data file before the rest goes to further parts.
   * Default {@link PART_SIZE}.
   */
  partSize?: number;
  /** The records of one page, default `pageRecords`; a dev server passes a cached one, so a rebuild parses only changed pages. */
  recordsOf?: (page: PageData) => SearchRecord[];
  /** Whether to split each locale's data in parts; default the config's `search.split`, else `auto`. */
  split?: 'auto' | 'always' | 'never';
}

/**
 * Above this much text, compressed, a locale's search data is split in parts (`auto`): below it one file
 * answers a first query sooner, as the parts cost a round trip more and a request for each file they read
 * (measured side by side in Chromium, one file and split, on 300 and 500 pages of random-word prose: the
 * search README, "Why one file below 600 KiB").
 */
export const SPLIT_ABOVE_BYTES = 600 * 1024;

/** A locale's text (its records' titles and contents), compressed quickly: what `auto` weighs, in bytes. */
export function compressedTextBytes(records: readonly SearchRecord[]): number {
  return gzipSync(records.map((r) => `${r.title}\n${r.content}`).join('\n'), { level: 1 }).length;
}

/** Whether a locale's records are split: {@link compressedTextBytes} against {@link SPLIT_ABOVE_BYTES}. */
export function shouldSplit(records: readonly SearchRecord[], mode: 'auto' | 'always' | 'never'): boolean {
  if (mode !== 'auto') return mode === 'always';
  return compressedTextBytes(records) > SPLIT_ABOVE_BYTES;
}

/**
 * About 200 pages of text: a file that arrives, parses and starts answering quickly, while the
 * parts after it load and are indexed in the background.
 */
export const PART_SIZE = 1_000_000;

/** Splits records into runs of about `size` characters of text, never splitting a page. */
export function splitRecords(records: readonly SearchRecord[], size: number): SearchRecord[][] {
  const runs: SearchRecord[][] = [[]];
  let length = 0;
  let previousLink: string | null = null;
  for (const record of records) {
    const current = runs.at(-1) ?? [];
    if (record.link !== previousLink && length >= size && current.length) {
      runs.push([]);
      length = 0;
    }
    (runs.at(-1) ?? current).push(record);
    length += record.content.length + record.preview.length;
    previousLink = record.link;
  }
  return runs;
}

/** Writes a file named by its content into `outDir/assets`; its URL. */
async function writeHashed(outDir: string, stem: string, body: string | Uint8Array): Promise<string> {
  const file = hashedName(stem, body);
  await writeFile(join(outDir, file), body);
  return `/${file}`;
}

function hashedName(stem: string, body: string | Uint8Array): string {
  return `assets/${stem}-${contentHash(body)}.${typeof body === 'string' ? 'json' : 'bin'}`;
}

/** Eight hexadecimal digits of the SHA-256 of these contents, one after the other. */
function contentHash(...bodies: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const body of bodies) hash.update(body);
  return hash.digest('hex').slice(0, 8);
}

/** Writes a locale's data split in parts (`split/`); the root's URL. */
async function writeSplit(
  outDir: string,
  key: string,
  runs: readonly (readonly SearchRecord[])[],
  source: SearchDataSource,
): Promise<string> {
  const split = await buildSplitFiles(runs, source);
  const parts = partFiles(split);
  // One hash of all the files in their names: a root never meets a file of another build.
  const stem = `assets/search-${key}-${contentHash(...parts.flat())}-`;
  await Promise.all(parts.map(([name, body]) => writeFile(join(outDir, stem + name), body)));
  const root = rootOf(split, `/${stem}`);
  return writeHashed(outDir, `search-${key}`, JSON.stringify(root));
}

/**
 * Writes each locale's search data into `outDir/assets` (`search-<locale>-<hash>.json`, and for a large
 * locale its parts `search-<locale>-<n>-<hash>.json`), and returns what the shell needs to find them.
 * The files are named by their content, so they can be cached for ever.
 */
export async function writeSearchData(
  outDir: string,
  { config, site, pages }: SearchSite,
  options: WriteSearchOptions = {},
): Promise<Record<string, SearchShellData>> {
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const result: Record<string, SearchShellData> = {};
  for (const [key, locale] of Object.entries(site.locales)) {
    const ofLocale = pages.filter((page) => page.locale === key);
    const records = searchRecords(ofLocale, options.recordsOf);
    const reference = ofLocale.filter(isReferencePage).map((page) => page.path);
    const labels = searchLabels(config, key, locale.labels);
    const runs = splitRecords(records, options.partSize ?? PART_SIZE);
    const source: SearchDataSource = {
      options: labels,
      // The config's, and those the docs write themselves ("round-trip time (RTT)").
      synonyms: [...searchSynonyms(config, key), ...minedSynonyms(records.flatMap((r) => [r.title, r.content]))],
      referencePages: reference,
    };
    if (shouldSplit(records, options.split ?? config.search?.split ?? 'auto')) {
      result[key] = { data: await writeSplit(outDir, key, runs, source), labels, split: true };
      continue;
    }
    // One word table for every part, in the main file: the vocabulary the fuzzy fallback reads comes from
    // it, so a fuzzy match may be found in a part that is still loading.
    const files = buildSearchFiles(runs, source);
    const parts: string[] = [];
    for (const [n, part] of files.parts.entries()) {
      parts.push(await writeHashed(outDir, `search-${key}-${n + 1}`, JSON.stringify(part)));
    }
    const data: PackedSearchData = { ...files.main, parts };
    result[key] = { data: await writeHashed(outDir, `search-${key}`, JSON.stringify(data)), labels };
  }
  return result;
}
