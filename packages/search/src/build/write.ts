import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageData, SearchShellData, SiteConfig, SiteData } from '@atlas-docs/content/types';
import type { PackedSearchData, SearchRecord } from '../types.ts';
import { searchLabels, searchSynonyms } from './options.ts';
import { minedSynonyms } from './mined-synonyms.ts';
import { isReferencePage, searchRecords } from './records.ts';
import { buildSearchFiles } from './search-data.ts';

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

async function writeHashed(outDir: string, stem: string, json: string): Promise<string> {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  const file = `assets/${stem}-${hash}.json`;
  await writeFile(join(outDir, file), json);
  return `/${file}`;
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
    // One word table for every part, in the main file: the vocabulary the fuzzy fallback reads comes from
    // it, so a fuzzy match may be found in a part that is still loading.
    const files = buildSearchFiles(splitRecords(records, options.partSize ?? PART_SIZE), {
      options: labels,
      // The config's, and those the docs write themselves ("round-trip time (RTT)").
      synonyms: [...searchSynonyms(config, key), ...minedSynonyms(records.flatMap((r) => [r.title, r.content]))],
      referencePages: reference,
    });
    const parts: string[] = [];
    for (const [n, part] of files.parts.entries()) {
      parts.push(await writeHashed(outDir, `search-${key}-${n + 1}`, JSON.stringify(part)));
    }
    const data: PackedSearchData = { ...files.main, parts };
    result[key] = { data: await writeHashed(outDir, `search-${key}`, JSON.stringify(data)), labels };
  }
  return result;
}
