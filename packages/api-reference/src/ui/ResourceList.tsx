import type { ApiModel } from '../model/model.ts';
import { VersionLine } from './ResourceView.tsx';

/** The index of the reference: every resource with its path and a link to its page (`link` + name). */
export function ResourceList({ api, link, openapi }: { api: ApiModel; link: string; openapi: string }) {
  return (
    <div className="ad-api">
      <VersionLine api={api} openapi={openapi} />
      <ul className="ad-api__resources">
        {api.resources.map((resource) => {
          const operations = resource.endpoints.reduce((sum, e) => sum + e.operations.length, 0);
          return (
            <li key={resource.name}>
              <a href={`${link}${resource.name}`}>{resource.name}</a> <code>{resource.path}</code>:{' '}
              {operations === 1 ? '1 operation' : `${operations} operations`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
