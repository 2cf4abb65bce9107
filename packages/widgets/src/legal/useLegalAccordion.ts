import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LEGAL_SCROLL_DELAY_MS } from '../config.ts';
import { deepLinkUrl, parseDeepLink, type DeepLink, type ResolvedSection } from './model.ts';

/** A panel's key: the section id, or `section/subsection` for a sub-section. */
export function panelKey(section: string, subsection?: string): string {
  return subsection === undefined ? section : `${section}/${subsection}`;
}

/** The DOM id of a panel's heading button and of its panel (ids of remote sections are prefixed). */
export function domIds(key: string): { button: string; panel: string } {
  const base = `ad-legal-${key.replace('/', '--')}`;
  return { button: `${base}-button`, panel: `${base}-panel` };
}

/** Where to scroll once a panel is open: an anchor in it, or (null) the panel's own heading. */
type Pending = Map<string, string | null>;

export interface LegalAccordionState {
  isOpen: (key: string) => boolean;
  /** The reader opens or closes a panel: the address follows, and a pending anchor is scrolled to. */
  toggle: (key: string) => void;
  /** Opens a panel (and its section) for find-in-page, leaving the address as it is. */
  reveal: (key: string) => void;
  expandAll: () => void;
  /** Whether some panel is closed. */
  someClosed: boolean;
}

/**
 * Which sections and sub-sections are open (spec 4): at first those marked open and the deep link's
 * (spec 2.4), whose anchor the page scrolls to smoothly after about 1 s. Expanding a panel with a pending
 * anchor (its `scrollToAnchor`, or a deep link's the reader closed in time) scrolls to it and clears it.
 * The address follows what the reader opens, so a copied URL opens the same place.
 */
export function useLegalAccordion(sections: readonly ResolvedSection[], root: RefObject<HTMLElement | null>) {
  const [initial] = useState(() => initialState(sections, readDeepLink()));
  const [keys] = useState(() => allKeys(sections));
  const [open, setOpen] = useState<ReadonlySet<string>>(initial.open);
  const pending = useRef<Pending>(initial.pending);
  // The panel the reader just opened: its pending anchor is scrolled to once the panel is shown.
  const opened = useRef<string | null>(null);
  const openNow = useRef(open);

  /** Scrolls to a panel's pending anchor and clears it; a closed panel keeps it for when it is expanded. */
  const scrollToPending = useCallback(
    (key: string) => {
      if (!openNow.current.has(key) || !pending.current.has(key)) return;
      const anchor = pending.current.get(key) ?? null;
      pending.current.delete(key);
      scrollToTarget(root.current, key, anchor);
    },
    [root],
  );

  useEffect(() => {
    openNow.current = open;
    const key = opened.current;
    opened.current = null;
    if (key !== null) scrollToPending(key);
  }, [open, scrollToPending]);

  useEffect(() => {
    const key = initial.deepLink;
    if (key === null) return;
    const timer = setTimeout(() => scrollToPending(key), LEGAL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initial, scrollToPending]);

  const toggle = useCallback(
    (key: string) => {
      const opening = !open.has(key);
      const next = new Set(open);
      if (opening) next.add(key);
      else next.delete(key);
      opened.current = opening ? key : null;
      setOpen(next);
      followInAddress(key, opening);
    },
    [open],
  );

  const reveal = useCallback((key: string) => {
    setOpen((current) => new Set([...current, key, key.split('/')[0] ?? key]));
  }, []);

  const expandAll = useCallback(() => setOpen(new Set(keys)), [keys]);

  return {
    isOpen: (key: string) => open.has(key),
    toggle,
    reveal,
    expandAll,
    someClosed: keys.some((key) => !open.has(key)),
  } satisfies LegalAccordionState;
}

function readDeepLink(): DeepLink | null {
  return typeof location === 'undefined' ? null : parseDeepLink(location.search, location.hash);
}

function allKeys(sections: readonly ResolvedSection[]): string[] {
  return sections.flatMap((section) => [section.id, ...section.subsections.map((sub) => panelKey(section.id, sub.id))]);
}

interface InitialState {
  open: Set<string>;
  pending: Pending;
  /** The panel the deep link opened, scrolled to after the delay; null without a matching deep link. */
  deepLink: string | null;
}

/** The panels open at first and the anchors pending, from the sections' own fields and the deep link. */
export function initialState(sections: readonly ResolvedSection[], link: DeepLink | null): InitialState {
  const open = new Set<string>();
  const pending: Pending = new Map();
  for (const section of sections) {
    if (section.open) open.add(section.id);
    if (section.scrollToAnchor) pending.set(section.id, section.scrollToAnchor);
    for (const sub of section.subsections) {
      const key = panelKey(section.id, sub.id);
      if (sub.open) open.add(key);
      if (sub.scrollToAnchor) pending.set(key, sub.scrollToAnchor);
    }
  }
  const section = link && sections.find((candidate) => candidate.id === link.section);
  if (!link || !section) return { open, pending, deepLink: null };
  open.add(section.id);
  let key = section.id;
  if (link.subsection && section.subsections.some((sub) => sub.id === link.subsection)) {
    key = panelKey(section.id, link.subsection);
    open.add(key);
  }
  pending.set(key, link.anchor ?? null);
  return { open, pending, deepLink: key };
}

/** Puts what the reader opened (or the section around what they closed) into the address. */
function followInAddress(key: string, opening: boolean): void {
  const [section = key, subsection] = key.split('/');
  const current = parseDeepLink(location.search, location.hash);
  let target: DeepLink | null;
  if (opening) target = subsection === undefined ? { section } : { section, subsection };
  else if (subsection !== undefined) target = { section };
  else if (current?.section === section) target = null;
  else return;
  history.replaceState(history.state, '', deepLinkUrl(location.href, target));
}

function scrollToTarget(root: HTMLElement | null, key: string, anchor: string | null): void {
  const { button, panel } = domIds(key);
  const scope = root?.querySelector(`[id="${panel}"]`);
  // Anchors and keys hold only the id characters of spec 5.2, so they are safe in a selector.
  const target =
    (anchor === null ? null : (scope?.querySelector(`[id="${anchor}"]`) ?? document.getElementById(anchor))) ??
    document.getElementById(button);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
