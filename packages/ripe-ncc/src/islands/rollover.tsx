import { Rollover } from '@atlas-docs/widgets/rollover';
import '@atlas-docs/widgets/css/rollover.css';
import { ContentHtml, htmlIsland } from './html-island.tsx';

/** `:::rollover[Label]`: the label as a trigger; the body shows on hover and keyboard focus. */
export const mount = htmlIsland((html, { label }) => (
  <Rollover label={label || 'More'}>
    <ContentHtml html={html} />
  </Rollover>
));
