import { renderToString } from 'react-dom/server';
import { Legal } from '@atlas-docs/widgets/legal';
import { legalProps } from './legal-props.ts';

/**
 * The legal page's first state (heading, introduction and the loading line), rendered into the page at
 * build time: the largest text of the page then paints with the page, not after the policies' request.
 * In the browser the island draws the same state over it, then the policies replace the loading line.
 */
export function legalHtml(props: Readonly<Record<string, string>>): string {
  return renderToString(<Legal {...legalProps(props)} />);
}
