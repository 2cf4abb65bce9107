// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevOverlay } from '../src/dev/DevOverlay.tsx';
import { problemLocation, problemsOfPage, type DevProblem } from '../src/dev/messages.ts';
import { axeViolations } from '../../widgets/test/helpers.ts';

const frontMatter: DevProblem = {
  file: 'content/docs/a.md',
  line: 3,
  column: 1,
  message: 'front matter is not valid YAML',
  severity: 'error',
  route: '/docs/a',
};
const link: DevProblem = {
  file: 'navigation.ts',
  line: 12,
  column: 9,
  message: 'sidebar link "/docs/b" is not a page of the site',
  severity: 'warning',
};
const other: DevProblem = { ...frontMatter, file: 'content/docs/c.md', route: '/docs/c' };

beforeAll(() => {
  // jsdom has <dialog> without its methods.
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

afterEach(cleanup);

describe('problems of a page', () => {
  it('are the whole site’s and the page’s own, errors first', () => {
    expect(problemsOfPage([link, other, frontMatter], '/docs/a')).toEqual([frontMatter, link]);
    expect(problemsOfPage([frontMatter], '/docs/a.html')).toEqual([frontMatter]);
    expect(problemsOfPage([{ ...frontMatter, route: '/docs/' }], '/docs/index.html')).toHaveLength(1);
  });

  it('are located as file:line:column', () => {
    expect(problemLocation(frontMatter)).toBe('content/docs/a.md:3:1');
    expect(problemLocation({ file: 'site.config.ts' })).toBe('site.config.ts');
    expect(problemLocation({ file: 'a.md', line: 4 })).toBe('a.md:4');
  });
});

describe('DevOverlay', () => {
  it('is a dialog named by its heading, with each problem’s file, line and message, and no axe violations', async () => {
    render(<DevOverlay problems={[frontMatter, link]} open onDismiss={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '1 error and 1 warning in the site' });
    expect(dialog.textContent).toContain('content/docs/a.md:3:1');
    expect(dialog.textContent).toContain('front matter is not valid YAML');
    expect(dialog.textContent).toContain('navigation.ts:12:9');
    expect(await axeViolations()).toEqual([]);
  });

  it('takes focus when it opens and gives it back when it is dismissed', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const onDismiss = vi.fn();
    const { rerender } = render(<DevOverlay problems={[frontMatter]} open onDismiss={onDismiss} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    rerender(<DevOverlay problems={[frontMatter]} open={false} onDismiss={onDismiss} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('shows nothing without problems', () => {
    render(<DevOverlay problems={[]} open onDismiss={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
