import type { ApiModel } from '../model/model.ts';
import { VersionLine } from './ResourceView.tsx';

/** The words an operation is found by in the index's filter: method, path and summary, in lower case. */
export const filterText = (method: string, path: string, summary: string): string =>
  `${method} ${path} ${summary}`.toLowerCase();

/**
 * The index of the reference: every resource with its path and a link to its page (`link` + name), then every
 * operation, each linking to its anchor, with a filter box over them that the page's script shows (see
 * `operation-filter.ts`): without it the list is all there.
 */
export function ResourceList({ api, link, openapi }: { api: ApiModel; link: string; openapi: string }) {
  const operations = api.resources.flatMap((resource) =>
    resource.endpoints.flatMap((endpoint) => endpoint.operations.map((operation) => ({ resource, operation }))),
  );
  return (
    <div className="ad-api">
      <VersionLine api={api} openapi={openapi} />
      <ul className="ad-api__resources">
        {api.resources.map((resource) => {
          const count = resource.endpoints.reduce((sum, e) => sum + e.operations.length, 0);
          return (
            <li key={resource.name}>
              <a href={`${link}${resource.name}`}>{resource.name}</a> <code>{resource.path}</code>:{' '}
              {count === 1 ? '1 operation' : `${count} operations`}
            </li>
          );
        })}
      </ul>
      <section className="ad-api__operations" aria-labelledby="all-operations">
        <h2 id="all-operations">All operations</h2>
        <div className="ad-api__filter" hidden>
          <label htmlFor="ad-api-filter">Filter operations</label>
          <input id="ad-api-filter" type="search" placeholder="Method, path or summary" autoComplete="off" />
          <p className="ad-api__filter-status" role="status" />
        </div>
        <ul className="ad-api__operation-list">
          {operations.map(({ resource, operation }) => (
            <li key={operation.id} data-filter={filterText(operation.method, operation.path, operation.summary)}>
              <a href={`${link}${resource.name}#${operation.id}`}>
                <span className="ad-api-op__method">{operation.method}</span> <code>{operation.path}</code>
              </a>
              {operation.summary ? ` ${operation.summary}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
