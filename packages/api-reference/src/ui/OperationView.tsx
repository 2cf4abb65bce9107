import type { Operation } from '../spec/model.ts';
import { Description } from './Description.tsx';
import { parameterGroups, tryItOperation } from './describe.ts';
import { ValueTable } from './ValueTable.tsx';

/**
 * One operation: a heading with method and path (the deep-link anchor), then a collapsible block with the
 * summary, description, parameters by type, responses, response fields and the try-it panel's slot.
 */
export function OperationView({ operation }: { operation: Operation }) {
  const { id, method, path } = operation;
  const title = `${method} ${path}`;
  return (
    <div className="ad-api-op" data-method={method.toLowerCase()}>
      <h3 id={id} className="ad-api-op__title">
        <span className="ad-api-op__method">{method}</span> <code className="ad-api-op__path">{path}</code>
      </h3>
      <details className="ad-api-op__details">
        <summary className="ad-api-op__summary">{operation.summary || title}</summary>
        {operation.deprecated && <p className="ad-api-op__deprecated">Deprecated.</p>}
        <Description text={operation.description} />
        {parameterGroups(operation).map((group) => (
          <section key={group.location} className="ad-api-op__group">
            <h4>{group.title}</h4>
            <ValueTable rows={group.parameters} label={`${group.title} of ${title}`} nameHeader="Parameter" />
          </section>
        ))}
        {operation.responses.length > 0 && (
          <section className="ad-api-op__group">
            <h4>Responses</h4>
            <ul className="ad-api-op__responses">
              {operation.responses.map((response) => (
                <li key={response.status}>
                  <code>{response.status}</code> {response.description}
                  {response.model && (
                    <>
                      {' '}
                      (<code>{response.isArray ? `array of ${response.model}` : response.model}</code>)
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {operation.responseFields.length > 0 && (
          <section className="ad-api-op__group">
            <h4>Response fields</h4>
            <ValueTable rows={operation.responseFields} label={`Response fields of ${title}`} nameHeader="Field" />
          </section>
        )}
        <TryItSlot operation={operation} />
      </details>
    </div>
  );
}

/** Where the try-it panel opens: its button shows once the page's script runs, its code loads on first use. */
function TryItSlot({ operation }: { operation: Operation }) {
  const panelId = `try-${operation.id}`;
  return (
    <div className="ad-tryit" data-tryit={JSON.stringify(tryItOperation(operation))}>
      <button
        type="button"
        className="ad-tryit__open"
        aria-expanded="false"
        aria-controls={panelId}
        aria-describedby={operation.id}
        hidden
      >
        Try it
      </button>
      <div id={panelId} className="ad-tryit__panel" hidden />
    </div>
  );
}
