// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '../src/banner/Banner.tsx';
import { storageKey } from '../src/banner/dismissal-store.ts';
import { axeViolations, one } from './helpers.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Found by class: a closed banner is hidden, and so out of the accessibility tree.
const region = () => one('.ad-banner');

describe('Banner', () => {
  it('has no axe violations', async () => {
    render(<Banner id="m" text="Maintenance on Saturday" linkUrl="/status" linkText="Details" buttonText="Got it" />);
    expect(await axeViolations()).toEqual([]);
  });

  describe('given a dismissible banner', () => {
    it('shows its text, link, button and level', () => {
      render(
        <Banner id="m" level="warning" text="Maintenance" linkUrl="/status" linkText="Details" buttonText="Got it" />,
      );
      expect(region()).toHaveProperty('dataset.level', 'warning');
      expect(region()).toHaveProperty('dataset.state', 'open');
      expect(screen.getByText('Maintenance')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/status');
      expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    });

    it('defaults to the info level', () => {
      render(<Banner text="Hello" />);
      expect(region().dataset.level).toBe('info');
    });

    it('hides when dismissed and stays hidden for that id only', () => {
      render(<Banner id="m" text="Maintenance" />);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(region().dataset.state).toBe('closed');
      expect(region().hidden).toBe(true);
      expect(localStorage.getItem(storageKey('m'))).not.toBeNull();
      cleanup();
      render(<Banner id="m" text="Maintenance" />);
      expect(region().dataset.state).toBe('closed');
      cleanup();
      render(<Banner id="other" text="Other" />);
      expect(region().dataset.state).toBe('open');
    });

    it('is dismissed by its link and by its custom button', () => {
      const onButtonClick = vi.fn();
      render(<Banner id="a" text="A" linkUrl="#details" linkText="Details" />);
      fireEvent.click(screen.getByRole('link', { name: 'Details' }));
      expect(region().dataset.state).toBe('closed');
      cleanup();
      render(<Banner id="b" text="B" buttonText="Got it" onButtonClick={onButtonClick} />);
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
      expect(onButtonClick).toHaveBeenCalledOnce();
      expect(region().dataset.state).toBe('closed');
      expect(localStorage.getItem(storageKey('b'))).not.toBeNull();
    });

    it('hands focus on from its Dismiss button to the next control of the page, not to <body>', () => {
      render(
        <>
          <Banner id="m" text="Maintenance" />
          <a href="/next">Next</a>
        </>,
      );
      const button = screen.getByRole('button', { name: 'Dismiss' });
      button.focus();
      fireEvent.click(button);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next' }));
    });

    it('without an id, hides for this page view and remembers nothing', () => {
      render(<Banner text="Hello" />);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(region().dataset.state).toBe('closed');
      expect(localStorage.length).toBe(0);
    });

    it('tells the parent', () => {
      const onOpenChange = vi.fn();
      render(<Banner id="m" text="Maintenance" onOpenChange={onOpenChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });
  });

  describe('given a permanent banner', () => {
    it('has no dismiss button and stays after its link and button are used', () => {
      const onButtonClick = vi.fn();
      render(
        <Banner
          id="p"
          permanent
          level="alarm"
          text="Outage"
          linkUrl="#status"
          linkText="Status"
          buttonText="Report"
          onButtonClick={onButtonClick}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Status' }));
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(onButtonClick).toHaveBeenCalledOnce();
      expect(region().dataset.state).toBe('open');
      expect(localStorage.length).toBe(0);
    });
  });

  describe('given open from the parent (controlled)', () => {
    it('shows what the parent says, even against a remembered dismissal', () => {
      localStorage.setItem(storageKey('m'), 'x');
      const { rerender } = render(<Banner id="m" text="Maintenance" open />);
      expect(region().dataset.state).toBe('open');
      rerender(<Banner id="m" text="Maintenance" open={false} />);
      expect(region().dataset.state).toBe('closed');
    });

    it('asks to close but waits for the parent', () => {
      const onOpenChange = vi.fn();
      render(<Banner text="Hello" open onOpenChange={onOpenChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(region().dataset.state).toBe('open');
    });
  });

  it('starts hidden with defaultOpen false', () => {
    render(<Banner text="Hello" defaultOpen={false} />);
    expect(region().dataset.state).toBe('closed');
  });

  it('leaves out a link whose URL is not http(s), mailto or relative', () => {
    render(<Banner text="Hello" linkUrl="javascript:alert(1)" linkText="Click" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders on the server without style attributes, open (storage is unknown there)', () => {
    const html = renderToString(<Banner id="m" text="Maintenance" linkUrl="/x" linkText="Details" />);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('data-state="open"');
  });
});
