import { Legal } from '@atlas-docs/widgets/legal';
import '@atlas-docs/widgets/styles';
import './legal.css';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '../islands.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The legal information page (`::legal` in markdown, attributes `appname`, `configUrl` and `order`, ids
 * separated by commas): the policies come from the site's static host, so the site ships no policy text.
 */
export const mount: IslandModule['mount'] = (element, props, { services }) => {
  const root = createRoot(element);
  root.render(
    <Legal
      appname={text(props.appname)}
      configUrl={text(props.configUrl)}
      order={text(props.order)
        ?.split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '')}
      staticHost={services?.static}
    />,
  );
  return () => root.unmount();
};
