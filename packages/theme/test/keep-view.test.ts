// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureView, restoreView } from '../src/router/keep-view.ts';
import { onPageDataChange, onPageShown, pageDataChanged, pageShown } from '../src/router/router.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the view of a page updated in place', () => {
  it('keeps the scroll position and opens again the disclosures that were open', () => {
    document.body.innerHTML =
      '<div class="ad-content"><details open></details><details></details><details open></details></div>';
    const view = captureView(document, 640);
    expect(view).toEqual({ scrollY: 640, openDetails: [0, 2] });

    document.body.innerHTML = '<div class="ad-content"><details></details><details></details><details></details></div>';
    const scrollTo = vi.fn();
    restoreView(document, view, scrollTo);
    expect([...document.querySelectorAll('details')].map((d) => d.open)).toEqual([true, false, true]);
    expect(scrollTo).toHaveBeenCalledWith(640);
  });
});

describe('page data changes', () => {
  it('reach the listeners until they stop, as do the pages shown', () => {
    const changed = vi.fn();
    const shown = vi.fn();
    const stopChanged = onPageDataChange(changed);
    const stopShown = onPageShown(shown);
    pageDataChanged(['/docs/a']);
    pageDataChanged('all');
    pageShown('/docs/b');
    stopChanged();
    stopShown();
    pageDataChanged('all');
    pageShown('/docs/c');
    expect(changed.mock.calls).toEqual([[['/docs/a']], ['all']]);
    expect(shown.mock.calls).toEqual([['/docs/b']]);
  });
});
