import type { ApiModel, Model, Resource } from '../spec/model.ts';
import { Description } from './Description.tsx';
import { ReferenceContext, type ReferenceContextValue } from './context.ts';
import { endpointAnchor, modelAnchor, modelsOf } from './describe.ts';
import { OperationView } from './OperationView.tsx';
import { ValueTable } from './ValueTable.tsx';

export interface ResourceViewProps {
  api: ApiModel;
  resource: Resource;
  /** The URL of the OpenAPI 3.1 export. */
  openapi: string;
  /** The API host the try-it panels send to. */
  base: string;
  toHtml: ReferenceContextValue['toHtml'];
}

/** The reference of one resource: version, endpoints with their operations, and the models they use. */
export function ResourceView({ api, resource, openapi, base, toHtml }: ResourceViewProps) {
  const models = modelsOf(resource, api);
  const context: ReferenceContextValue = { toHtml, models: new Set(models.map((m) => m.id)) };
  return (
    <ReferenceContext value={context}>
      <div className="ad-api" data-base={base}>
        <VersionLine api={api} openapi={openapi} path={resource.path} />
        <Description text={resource.description} />
        {resource.endpoints.map((endpoint) => (
          <section key={endpoint.path} className="ad-api__endpoint">
            <h2 id={endpointAnchor(endpoint.path)}>
              <code>{endpoint.path}</code>
            </h2>
            <Description text={endpoint.description} />
            {endpoint.operations.map((operation) => (
              <OperationView key={operation.id} operation={operation} />
            ))}
          </section>
        ))}
        {models.length > 0 && (
          <section className="ad-api__models">
            <h2 id="models">Models</h2>
            {models.map((model) => (
              <ModelView key={model.id} model={model} />
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
function ModelView({ model }: { model: Model }) {
  return (
    <section className="ad-api__model">
      <h3 id={modelAnchor(model.id)}>{model.id}</h3>
      <Description text={model.description} />
      {(model.parent || model.fields.length > 0) && (
        <details className="ad-api__model-details">
          <summary>Fields ({model.fields.length})</summary>
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
          {model.fields.length > 0 && (
            <ValueTable rows={model.fields} label={`Fields of ${model.id}`} nameHeader="Field" />
          )}
        </details>
      )}
    </section>
  );
}

/** `API version v2.6.0 · /api/v2/measurements · OpenAPI 3.1 (JSON)` */
export function VersionLine({ api, openapi, path }: { api: ApiModel; openapi: string; path?: string }) {
  return (
    <p className="ad-api__meta">
      API version <strong className="ad-api__version">{api.version}</strong>
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
