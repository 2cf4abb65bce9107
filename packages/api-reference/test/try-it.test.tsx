// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../src/try-it/index.ts';
import type { TryItOperation } from '../src/ui/describe.ts';
import { ResponseView } from '../src/ui/ResponseView.tsx';
import { TryIt } from '../src/ui/TryIt.tsx';

const BASE = 'https://api.test';
const operation: TryItOperation = {
  id: 'get-api-v2-probes-pk',
  method: 'GET',
  path: '/api/v2/probes/{pk}/',
  parameters: [
    { name: 'pk', in: 'path', type: 'integer', required: true, description: '' },
    { name: 'format', in: 'query', type: 'string', enum: ['api', 'json'], required: false, description: '' },
    { name: 'page_size', in: 'query', type: 'integer', maximum: 500, required: false, description: '' },
  ],
};

const result = (body: unknown, extra: Partial<SendResult> = {}): SendResult => ({
  ok: true,
  status: 200,
  elapsedMs: 12,
  body,
  redirected: false,
  url: `${BASE}/x`,
  headers: [['content-type', 'application/json']],
  networkOrCors: false,
  timedOut: false,
  cancelled: false,
  invalidJson: false,
  ...extra,
});

afterEach(() => {
  localStorage.clear();
  cleanup();
  vi.unstubAllGlobals();
});

describe('TryIt', () => {
  it('applies values to the URL and curl, and sends only with the path filled', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"id": 6001}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    render(<TryIt operation={operation} base={BASE} />);
    const send = screen.getByRole('button', { name: 'Send request' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText('Add a path parameter first: pk.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit pk' }));
    const input = screen.getByLabelText('Value of pk');
    expect(input.getAttribute('placeholder')).toBe('type a integer');
    fireEvent.change(input, { target: { value: '6001' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Apply' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Edit format' }));
    const choice = screen.getByLabelText('Value of format');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a value', 'api', 'json']);
    fireEvent.change(choice, { target: { value: 'json' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Apply' })[1] as HTMLElement);

    expect(document.querySelector('.ad-tryit__url')?.textContent).toBe(`GET ${BASE}/api/v2/probes/6001/?format=json`);
    expect(document.querySelector('.ad-tryit__curl')?.textContent).toContain(
      `'${BASE}/api/v2/probes/6001/?format=json'`,
    );
    expect(send).toHaveProperty('disabled', false);
    fireEvent.click(send);
    expect(await screen.findByText(/Status/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `${BASE}/api/v2/probes/6001/?format=json`,
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('warns about a value out of bounds and still applies it', () => {
    render(<TryIt operation={operation} base={BASE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit page_size' }));
    fireEvent.change(screen.getByLabelText('Value of page_size'), { target: { value: '900' } });
    expect(screen.getByText('page_size: 900 is above the maximum of 500')).toBeTruthy();
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(apply.disabled).toBe(true);
    expect(document.querySelector('.ad-tryit__url')?.textContent).toContain('page_size=900');
  });

  it('does not offer to send other methods, and shows their curl with a key placeholder', () => {
    render(<TryIt operation={{ ...operation, method: 'DELETE', parameters: [] }} base={BASE} />);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(screen.getByText(/DELETE requests change data/)).toBeTruthy();
    expect(document.querySelector('.ad-tryit__curl')?.textContent).toContain("-H 'Authorization: Key YOUR_KEY'");
  });
});

describe('ResponseView', () => {
  it('shows a short body as text, never as HTML', () => {
    render(<ResponseView result={result({ note: '<img src=x onerror=alert(1)>' })} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Response body' }).textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('status').textContent).toBe('Status 200 in 12 ms');
  });

  it('shows a long body as a tree of disclosures', () => {
    const results = Array.from({ length: 80 }, (_, id) => ({ id, description: `measurement number ${id}` }));
    render(<ResponseView result={result({ count: 80, results })} />);
    const body = screen.getByRole('region', { name: 'Response body' });
    expect(body.querySelector('pre')).toBeNull();
    expect(body.querySelectorAll('details').length).toBeGreaterThan(80);
    expect(body.querySelector('summary')?.textContent).toBe('{ 2 keys }');
  });

  it('hides and expands the body, and names network or CORS when no response came', () => {
    render(
      <ResponseView result={result({ error: 'Failed to fetch' }, { ok: false, status: null, networkOrCors: true })} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('the network, or the API not allowing this page');
    const body = document.querySelector<HTMLElement>('.ad-tryit__body');
    fireEvent.click(screen.getByRole('button', { name: 'Expand response' }));
    expect(body?.dataset.state).toBe('expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Hide response' }));
    expect(body?.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show response' }));
    expect(body?.hidden).toBe(false);
  });
});

describe('TryIt, second round', () => {
  const list: TryItOperation = {
    id: 'get-api-v2-probes',
    method: 'GET',
    path: '/api/v2/probes/',
    parameters: [
      {
        name: 'optional_fields',
        in: 'query',
        type: 'string',
        enum: ['country_name', 'measurements'],
        allowMultiple: true,
        required: false,
        description: '',
      },
    ],
  };

  it('takes several values of a list parameter as checkboxes, joined with commas', () => {
    render(<TryIt operation={list} base={BASE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit optional_fields' }));
    const group = screen.getByRole('group', { name: 'Values of optional_fields' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'measurements' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'country_name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(document.querySelector('.ad-tryit__url')?.textContent).toBe(
      `GET ${BASE}/api/v2/probes/?optional_fields=country_name,measurements`,
    );
  });

  it('shows the request as code in tabs, moved between with the arrow keys', () => {
    render(<TryIt operation={{ ...list, security: ['key'] }} base={BASE} />);
    const curl = screen.getByRole('tab', { name: 'curl' });
    expect(curl.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain("-H 'Authorization: Key YOUR_KEY'");
    fireEvent.keyDown(curl, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Go' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Go' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('http.NewRequest(');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(curl.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Copy curl code' })).toBeTruthy();
  });

  it('remembers the tab chosen for every panel, and shows the first where an operation has no such sample', () => {
    const probe: TryItOperation = {
      id: 'get-api-v2-probes-pk',
      method: 'GET',
      path: '/api/v2/probes/{pk}/',
      parameters: [{ name: 'pk', in: 'path', type: 'integer', required: true, description: '' }],
    };
    const first = render(<TryIt operation={probe} base={BASE} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Cousteau' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('probe = Probe(\n    id=PK,');
    expect(localStorage.getItem('atlas-docs:code-sample')).toBe('cousteau');
    first.unmount();
    render(<TryIt operation={{ ...probe, id: 'again' }} base={BASE} />);
    expect(screen.getByRole('tab', { name: 'Cousteau' }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    const change: TryItOperation = { ...probe, id: 'put', method: 'PUT' };
    render(<TryIt operation={change} base={BASE} />);
    expect(screen.queryByRole('tab', { name: 'Cousteau' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true');
    expect(localStorage.getItem('atlas-docs:code-sample')).toBe('cousteau');
  });

  it('loads a JSON body’s example into the editor and warns about its values', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            example: { tag: 'x', size: 4 },
            checks: [{ path: 'size', type: 'integer', maximum: 10 }],
          }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const create: TryItOperation = {
      id: 'post-api-v2-things',
      method: 'POST',
      path: '/api/v2/things/',
      parameters: [{ name: 'body', in: 'body', type: 'object', required: true, description: '' }],
      jsonBody: true,
    };
    render(<TryIt operation={create} base={BASE} bodies="/ref/try-it/" />);
    const editor = await screen.findByDisplayValue(/"tag": "x"/);
    expect(fetch).toHaveBeenCalledWith('/ref/try-it/post-api-v2-things.json');
    fireEvent.change(editor, { target: { value: '{"tag": "x", "size": 11}' } });
    expect(screen.getByText('size: 11 is above the maximum of 10')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain(`--data '{"tag": "x", "size": 11}'`);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});

describe('ResponseView, its states', () => {
  it('labels the expand button with what it does next', () => {
    render(<ResponseView result={result({ id: 1 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand response' }));
    expect(screen.getByRole('button', { name: 'Collapse response' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says No content for a 204, and no response or cancelled without a status', () => {
    const { unmount } = render(<ResponseView result={result(null, { status: 204 })} />);
    expect(screen.getByRole('region', { name: 'Response body' }).textContent).toBe('No content');
    unmount();
    const failed = render(
      <ResponseView result={result({ error: 'x' }, { ok: false, status: null, networkOrCors: true, elapsedMs: 5 })} />,
    );
    expect(screen.getByRole('status').textContent).toBe('No response after 5 ms');
    failed.unmount();
    render(
      <ResponseView result={result({ error: 'x' }, { ok: false, status: null, cancelled: true, elapsedMs: 7 })} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Cancelled after 7 ms');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says above the text that a body is not JSON, and names the policy for a refused redirect', () => {
    const { unmount } = render(<ResponseView result={result('<html>', { invalidJson: true })} />);
    expect(screen.getByText('The response is not valid JSON; it is shown as the text that arrived.')).toBeTruthy();
    unmount();
    render(
      <ResponseView
        result={result({ error: 'Failed to fetch' }, { ok: false, status: null, blockedByPolicy: 'http://x/' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('content security policy');
    expect(screen.getByRole('alert').textContent).not.toContain('CORS');
  });
});
