import { useId, useState } from 'react';
import type { SendResult } from '../client/index.ts';
import { JsonTree } from './JsonTree.tsx';
import { ScrollBox } from './ScrollBox.tsx';

/** Bodies longer than this (pretty-printed) show as a collapsible tree rather than as text. */
const TREE_FROM_CHARS = 4000;

/**
 * The answer to a try-it request: status, time, readable headers and the body. It can be hidden, and
 * expanded to its full height or collapsed to a scrolling box. The body is shown as text, never as HTML.
 */
export function ResponseView({ result }: { result: SendResult }) {
  const id = useId();
  const [shown, setShown] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2);
  const asTree = text.length > TREE_FROM_CHARS && typeof result.body === 'object' && result.body !== null;
  const status = result.status === null ? 'no response' : String(result.status);
  return (
    <section className="ad-tryit__response" aria-label="Response" data-state={result.ok ? 'ok' : 'error'}>
      <div className="ad-tryit__response-head">
        <p className="ad-tryit__status" role="status">
          Status <strong>{status}</strong> in {result.elapsedMs} ms
          {result.redirected && (
            <>
              , redirected to <code>{result.url}</code>
            </>
          )}
        </p>
        <button
          type="button"
          className="ad-tryit__button"
          aria-controls={`${id}-body`}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide response' : 'Show response'}
        </button>
        <button
          type="button"
          className="ad-tryit__button"
          aria-pressed={expanded}
          hidden={!shown}
          onClick={() => setExpanded(!expanded)}
        >
          Expand response
        </button>
      </div>
      {result.networkOrCors && (
        <p className="ad-tryit__error" role="alert">
          No response arrived. The cause may be the network, or the API not allowing this page to read its answer
          (CORS).
        </p>
      )}
      <div
        id={`${id}-body`}
        className="ad-tryit__body"
        hidden={!shown}
        data-state={expanded ? 'expanded' : 'collapsed'}
      >
        {result.headers.length > 0 && (
          <dl className="ad-tryit__headers" aria-label="Response headers">
            {result.headers.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ScrollBox className="ad-tryit__json" label="Response body">
          {asTree ? (
            <ul className="ad-json">
              <JsonTree value={result.body} />
            </ul>
          ) : (
            <pre>
              <code>{text}</code>
            </pre>
          )}
        </ScrollBox>
      </div>
    </section>
  );
}
