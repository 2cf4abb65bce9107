import { createHash } from 'node:crypto';
import { firstPaintSidebar } from '@atlas-docs/content/rules';
import type { BuildOnly, PageData, ShellPage, SidebarItem } from '@atlas-docs/content/types';

/** One sidebar as a file of the site. */
export interface SidebarFile {
  /** `/assets/sidebar-<hash>.json`: named by its content, so it can be cached for ever. */
  url: string;
  json: string;
}

/**
 * The sidebar files of a site: each sidebar once, however many pages show it. Pages that share a sidebar share
 * its array (the content package resolves each sidebar once), so each file is made once per array.
 */
export class SidebarFiles {
  private readonly byItems = new WeakMap<readonly SidebarItem[], SidebarFile>();
  private readonly byUrl = new Map<string, SidebarFile>();

  /** The file of a sidebar. */
  fileOf(items: readonly SidebarItem[]): SidebarFile {
    let file = this.byItems.get(items);
    if (!file) {
      const json = JSON.stringify(items);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
      file = this.byUrl.get(`/assets/sidebar-${hash}.json`) ?? { url: `/assets/sidebar-${hash}.json`, json };
      this.byItems.set(items, file);
      this.byUrl.set(file.url, file);
    }
    return file;
  }

  /** The JSON of the file at `url`, when a page made it; how the dev server answers for it. */
  jsonAt(url: string): string | undefined {
    return this.byUrl.get(url)?.json;
  }

  /** Every file made so far: what the build writes. */
  files(): SidebarFile[] {
    return [...this.byUrl.values()];
  }

  /** A page as client-side navigation loads it (`/_data/**.json`): its sidebar only by its file's URL. */
  shellPage(page: PageData): ShellPage {
    return { ...forTheBrowser(page), sidebar: page.sidebar ? { url: this.fileOf(page.sidebar).url } : null };
  }

  /** A page as its HTML renders it: its sidebar's URL and the sidebar as the first paint shows it. */
  firstPaintPage(page: PageData): ShellPage {
    if (!page.sidebar) return { ...forTheBrowser(page), sidebar: null };
    const { url } = this.fileOf(page.sidebar);
    return { ...forTheBrowser(page), sidebar: { url, firstPaint: firstPaintSidebar(page.sidebar, page.path) } };
  }
}

/** A page without what only the build reads (its search kind and summary), so the browser's data stays as small. */
function forTheBrowser(page: PageData): Omit<PageData, BuildOnly> {
  const data: Partial<PageData> = { ...page };
  delete data.searchKind;
  delete data.summary;
  return data as Omit<PageData, BuildOnly>;
}
