import type { LegalProps } from '@atlas-docs/widgets/legal';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The `::legal` directive's attributes (`appname`, `configUrl`, and `order` as ids separated by commas) as
 * the legal page's props: the same on the server, which renders its first state, and in the browser.
 */
export function legalProps(props: Readonly<Record<string, unknown>>, staticHost?: string): LegalProps {
  return {
    appname: text(props.appname),
    configUrl: text(props.configUrl),
    order: text(props.order)
      ?.split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
    staticHost,
  };
}
