import { Legal } from '@atlas-docs/widgets/legal';
import '@atlas-docs/widgets/styles';
import './legal.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '@atlas-docs/content/types';
import { legalProps } from './legal-props.ts';

/**
 * The legal information page (`::legal` in markdown): the policies come from the static host of the
 * plugin's options, so
 * the site ships no policy text. The page HTML holds the page's first state (see `legal-html.tsx`), which
 * the component replaces with the same text when it mounts: the content pipeline has given the heading of
 * the page HTML an anchor, so the two differ too much to hydrate.
 */
export const mount: IslandModule['mount'] = (element, props, { options }) => {
  const root = createRoot(element);
  // The first state is on screen already: the component's render need not block the browser.
  startTransition(() =>
    root.render(
      <Legal {...legalProps(props, typeof options.staticHost === 'string' ? options.staticHost : undefined)} />,
    ),
  );
  return () => root.unmount();
};
