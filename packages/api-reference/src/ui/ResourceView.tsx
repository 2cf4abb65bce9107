import { Breakable } from '@atlas-docs/widgets/text/breakable';
import { modelFields } from '../model/flatten.ts';
import type { ApiModel, Model, Resource } from '../model/model.ts';
import { Description } from './Description.tsx';
import { ReferenceContext, type ReferenceContextValue } from './context.ts';
import { endpointAnchor, modelAnchor, modelsOf, pageExamples } from './describe.ts';
import { OperationView } from './OperationView.tsx';
import { ValueTable } from './ValueTable.tsx';

export interface ResourceViewProps {
  api: ApiModel;
  resource: Resource;
  /** The URL of the OpenAPI 3.1 export. */
  openapi: string;
  /** The API host the try-it panels send to. */
  base: string;
  /** The URL folder of the try-it panels' JSON bodies (see `tryItBody`). */
  bodies: string;
  toHtml: ReferenceContextValue['toHtml'];
}

/** The reference of one resource: version, endpoints with their operations, and the models they use. */
export function ResourceView({ api, resource, openapi, base, bodies, toHtml }: ResourceViewProps) {
  const models = modelsOf(resource, api);
  const all = new Map(api.models.map((m) => [m.id, m]));
  const context: ReferenceContextValue = { toHtml, models: new Set(models.map((m) => m.id)), all };
  const examples = pageExamples(
    resource.endpoints.flatMap((endpoint) => endpoint.operations),
    all,
  );
  return (
    <ReferenceContext value={context}>
      <div className="ad-api" data-base={base} data-bodies={bodies}>
        <VersionLine api={api} openapi={openapi} path={resource.path} />
        <Description text={resource.description} />
        {resource.endpoints.map((endpoint) => (
          <section key={endpoint.path} className="ad-api__endpoint">
            {/* Out of the outline, which names each operation by method and path instead. */}
            <h2 id={endpointAnchor(endpoint.path)} data-outline="">
              <code>
                <Breakable text={endpoint.path} at={/\//} />
              </code>
            </h2>
            <Description text={endpoint.description} />
            {endpoint.operations.map((operation) => (
              <OperationView
                key={operation.id}
                operation={operation}
                resourcePath={resource.path}
                examples={examples.get(operation.id) ?? {}}
              />
            ))}
          </section>
        ))}
        {models.length > 0 && (
          <section className="ad-api__models">
            <h2 id="models">Models</h2>
            {models.map((model) => (
              <ModelView key={model.id} model={model} all={all} />
            ))}
          </section>
        )}
      </div>
    </ReferenceContext>
  );
}

/**
 * One model: its name and description, and its fields in a collapsed block, as the operations are. The
 * fields of every model, open, would make a resource page thousands of elements for a phone to lay out on
 * load; a link to the model (`#model-…`) opens the block.
 */
function ModelView({ model, all }: { model: Model; all: ReadonlyMap<string, Model> }) {
  // A parent (a measurement) shows its subtypes' fields too, one subtype at a time once the script runs.
  const fields = modelFields(model, all);
  return (
    <section className="ad-api__model">
      <h3 id={modelAnchor(model.id)}>{model.id}</h3>
      <Description text={model.description} />
      {(model.parent || model.fields.length > 0) && (
        <details className="ad-api__model-details">
          <summary>Fields ({fields.length})</summary>
          {model.parent && (
            <p>
              Extends <code>{model.parent}</code>
              {model.discriminatorValue && (
                <>
                  {' '}
                  where <code>type</code> is <code>{model.discriminatorValue}</code>
                </>
              )}
              .
            </p>
          )}
          {model.parent !== undefined && model.discriminatorValue !== undefined ? (
            <p>
              Its fields are listed with those of <a href={`#${modelAnchor(model.parent)}`}>{model.parent}</a>, under{' '}
              <code>{model.discriminatorValue}</code>.
            </p>
          ) : (
            fields.length > 0 && (
              <ValueTable
                rows={fields}
                label={`Fields of ${model.id}`}
                nameHeader="Field"
                owner={modelAnchor(model.id)}
                records
              />
            )
          )}
        </details>
      )}
    </section>
  );
}

/** What the description is written in, as the reference states it: `1.2` for Swagger 1.2. */
const FORMATS: Readonly<Record<ApiModel['source'], string>> = {
  'swagger-1.2': '1.2',
  'openapi-3.0': 'OpenAPI 3.0',
  'openapi-3.1': 'OpenAPI 3.1',
};

/** `API version v2.6.0 · documentation format 1.2 · /api/v2/measurements · OpenAPI 3.1 (JSON)` */
export function VersionLine({ api, openapi, path }: { api: ApiModel; openapi: string; path?: string }) {
  return (
    <p className="ad-api__meta">
      API version <strong className="ad-api__version">{api.version}</strong>
      {' · '}documentation format <span className="ad-api__format">{FORMATS[api.source]}</span>
      {path && (
        <>
          {' · '}
          <code>{path}</code>
        </>
      )}
      {' · '}
      <a href={openapi} download>
        OpenAPI 3.1 description (JSON)
      </a>
    </p>
  );
}
