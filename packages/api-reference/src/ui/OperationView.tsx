import { Breakable } from '@atlas-docs/widgets/text/breakable';
import { allFields } from '../model/example.ts';
import type { Field, Operation, Parameter } from '../model/model.ts';
import { useReference } from './context.ts';
import { Description } from './Description.tsx';
import {
  parameterGroups,
  responseOwner,
  shortPath,
  tryItOperation,
  type OperationPageExamples,
  type PageExample,
} from './describe.ts';
import { ScrollBox } from './ScrollBox.tsx';
import { ValueTable } from './ValueTable.tsx';

/**
 * One operation: a head with method and path (the deep-link anchor) and its Try it button, then a collapsible
 * block with the summary, the try-it panel's place (above the tables, where the eye is), the description,
 * parameters by type, responses and response fields.
 */
export function OperationView({
  operation,
  resourcePath,
  examples,
}: {
  operation: Operation;
  resourcePath: string;
  examples: OperationPageExamples;
}) {
  const { all } = useReference();
  const { id, method, path } = operation;
  const title = `${method} ${path}`;
  const panelId = `try-${id}`;
  return (
    <div className="ad-api-op" data-method={method.toLowerCase()}>
      <div className="ad-api-op__head">
        <h3 id={id} className="ad-api-op__title" data-outline={`${method} ${shortPath(resourcePath, path)}`}>
          <span className="ad-api-op__method">{method}</span>{' '}
          <code className="ad-api-op__path">
            <Breakable text={path} at={/\//} />
          </code>
        </h3>
        <button
          type="button"
          className="ad-tryit__open"
          aria-expanded="false"
          aria-controls={panelId}
          aria-describedby={id}
          data-state="waiting"
        >
          Try it
        </button>
      </div>
      <details className="ad-api-op__details">
        <summary className="ad-api-op__summary">{operation.summary || title}</summary>
        <div
          id={panelId}
          className="ad-tryit__panel"
          data-tryit={JSON.stringify(tryItOperation(operation, all))}
          hidden
        />
        {operation.deprecated && <p className="ad-api-op__deprecated">Deprecated.</p>}
        {operation.security?.length ? (
          <p className="ad-api-op__auth">
            Needs an API key (<code>Authorization: Key YOUR_KEY</code>) or a logged-in user.
          </p>
        ) : null}
        <Description text={operation.description} />
        <Examples operation={operation} examples={examples} />
        {parameterGroups(operation).map((group) => (
          <section key={group.location} className="ad-api-op__group">
            <h4>{group.title}</h4>
            <ValueTable
              rows={group.location === 'body' ? bodyRows(group.parameters, all) : group.parameters}
              label={`${group.title} of ${title}`}
              nameHeader={group.location === 'body' ? 'Field' : 'Parameter'}
              owner={id}
              records
            />
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
            <ValueTable
              rows={operation.responseFields}
              label={`Response fields of ${title}`}
              nameHeader="Field"
              owner={responseOwner(id)}
            />
          </section>
        )}
      </details>
    </div>
  );
}

/** A JSON body with a model is shown by the model's fields, one row each; any other body as itself. */
function bodyRows(parameters: Parameter[], all: ReturnType<typeof useReference>['all']): (Parameter | Field)[] {
  return parameters.flatMap((parameter): (Parameter | Field)[] => {
    const model = parameter.model === undefined ? undefined : all.get(parameter.model);
    return model ? allFields(model, all) : [parameter];
  });
}

/**
 * The operation's example request and response, each a block of JSON in the page's HTML, inside the operation's
 * collapsed block (an example an operation above already shows is a link to it); the page's script shows their
 * Copy buttons.
 */
function Examples({ operation, examples }: { operation: Operation; examples: OperationPageExamples }) {
  const blocks: [string, string, PageExample][] = [];
  if (examples.request) blocks.push(['request', 'Example request', examples.request]);
  if (examples.response) blocks.push(['response', 'Example response', examples.response]);
  if (!blocks.length) return null;
  return (
    <>
      {blocks.map(([kind, title, example]) =>
        'sameAs' in example ? (
          <p key={title} className="ad-api__example-same">
            {title}: the same as for <a href={`#${example.sameAs.id}`}>{example.sameAs.title}</a>.
          </p>
        ) : (
          <section key={title} className="ad-api-op__group ad-api__example">
            <h4 id={`${operation.id}--example-${kind}`}>{title}</h4>
            <button type="button" className="ad-api__copy-example" hidden>
              Copy
            </button>
            <ScrollBox className="ad-api__example-code" label={`${title} of ${operation.method} ${operation.path}`}>
              <pre>
                <code>{example.json}</code>
              </pre>
            </ScrollBox>
          </section>
        ),
      )}
    </>
  );
}
