// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEscape, useOutsideClick } from '../src/hooks/dismiss.ts';

afterEach(cleanup);

function Panel({ active, onEscape, onOutside }: { active: boolean; onEscape: () => void; onOutside: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEscape(active, onEscape);
  useOutsideClick([button, panel], active, onOutside);
  return (
    <>
      <button ref={button}>Open</button>
      <div ref={panel}>
        <a href="#in">Inside</a>
        <input aria-label="Field" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </div>
      <button onClick={(event) => event.stopPropagation()}>Outside</button>
    </>
  );
}

const setup = (active = true) => {
  const onEscape = vi.fn();
  const onOutside = vi.fn();
  const view = render(<Panel active={active} onEscape={onEscape} onOutside={onOutside} />);
  return { onEscape, onOutside, view };
};

describe('useEscape', () => {
  it('calls back on Escape pressed anywhere on the page, and on no other key', () => {
    const { onEscape, view } = setup();
    fireEvent.keyDown(view.getByText('Outside'), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('leaves a press that something inside already handled to it', () => {
    const { onEscape, view } = setup();
    fireEvent.keyDown(view.getByLabelText('Field'), { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('listens only while active', () => {
    const { onEscape } = setup(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });
});

describe('useOutsideClick', () => {
  it('calls back on a click outside every element given, even one whose handler stops it', () => {
    const { onOutside, view } = setup();
    fireEvent.click(view.getByText('Outside'));
    fireEvent.click(document.body);
    expect(onOutside).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks inside any of them', () => {
    const { onOutside, view } = setup();
    fireEvent.click(view.getByText('Open'));
    fireEvent.click(view.getByText('Inside'));
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('closes nothing on a pointer press alone (a touch that starts a scroll), nor while inactive', () => {
    const { onOutside, view } = setup();
    fireEvent.pointerDown(view.getByText('Outside'));
    expect(onOutside).not.toHaveBeenCalled();
    cleanup();
    const inactive = setup(false);
    fireEvent.click(inactive.view.getByText('Outside'));
    expect(inactive.onOutside).not.toHaveBeenCalled();
  });
});
