import { useId, useState } from 'react';
import type { SendResult } from '../try-it/index.ts';
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
  const empty = result.body === null && result.status !== null;
  const text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2);
  const asTree = text.length > TREE_FROM_CHARS && typeof result.body === 'object' && result.body !== null;
  return (
    <section className="ad-tryit__response" aria-label="Response" data-state={result.ok ? 'ok' : 'error'}>
      <div className="ad-tryit__response-head">
        <p className="ad-tryit__status" role="status">
          {result.status !== null ? (
            <>
              Status <strong>{result.status}</strong> in {result.elapsedMs} ms
            </>
          ) : result.cancelled ? (
            <>Cancelled after {result.elapsedMs} ms</>
          ) : (
            <>No response after {result.elapsedMs} ms</>
          )}
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
          {expanded ? 'Collapse response' : 'Expand response'}
        </button>
      </div>
      {result.blockedByPolicy !== undefined && (
        <p className="ad-tryit__error" role="alert">
          The request was refused by this site’s content security policy: the API redirected it to another host, which
          the policy does not allow the page to connect to. Run the code below instead.
        </p>
      )}
      {result.networkOrCors && (
        <p className="ad-tryit__error" role="alert">
          No response arrived. The cause may be the network, or the API not allowing this page to read its answer
          (CORS).
        </p>
      )}
      {result.invalidJson && (
        <p className="ad-tryit__note">The response is not valid JSON; it is shown as the text that arrived.</p>
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
          {empty ? (
            <p className="ad-tryit__empty">{result.status === 204 ? 'No content' : 'The response has no body.'}</p>
          ) : asTree ? (
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
