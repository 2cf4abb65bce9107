import { storedPreview } from '../engine/preview.ts';
import { SEARCH_DATA_VERSION, type PackedRecords, type SearchRecord } from '../types.ts';
import { depthChar, MAX_DEPTH, PageWalk } from './derived.ts';
import type { WordTableWriter } from './word-table.ts';

/** Runs of records of one page each, in order. */
function pagesOf(records: readonly SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  for (const record of records) {
    const last = pages.at(-1);
    if (last && last[0]?.link === record.link) last.push(record);
    else pages.push([record]);
  }
  return pages;
}

/**
 * Build time: records as a data file holds them (`PackedRecords`), headings and texts in the codes of the
 * locale's word table, and of each record's parents, anchor and preview only what the browser cannot
 * work out from the records before it.
 */
export function packRecords(records: readonly SearchRecord[], table: WordTableWriter): PackedRecords {
  const packed: PackedRecords = {
    version: SEARCH_DATA_VERSION,
    pages: [],
    depths: '',
    titles: table.codesOfAll(records.map((r) => r.title)),
    contents: table.codesOfAll(records.map((r) => r.content)),
    anchors: [],
    parents: [],
    previews: [],
  };
  let position = 0;
  for (const page of pagesOf(records)) {
    packed.pages.push([page[0]?.link ?? '', page.length]);
    const walk = new PageWalk();
    for (const record of page) {
      const depth = record.parents.length;
      if (depth > MAX_DEPTH)
        throw new Error(`search record "${record.title}" has more than ${MAX_DEPTH} headings above it`);
      const derived = walk.derive(depth, record.title);
      const row = depth > 0 && record.anchor !== derived.headingAnchor && record.anchor === derived.rowAnchor;
      if (!row && record.anchor !== derived.headingAnchor) packed.anchors.push([position, record.anchor]);
      if (record.parents.some((parent, i) => parent !== derived.parents[i]))
        packed.parents.push([position, record.parents]);
      const preview = storedPreview(record.preview, record.content);
      if (preview) packed.previews.push([position, preview]);
      packed.depths += depthChar(depth, row);
      walk.take(depth, record.title, record.anchor, row);
      position++;
    }
  }
  return packed;
}
