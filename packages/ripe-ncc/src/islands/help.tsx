import { Help } from '@atlas-docs/widgets/help';
import '@atlas-docs/widgets/css/help.css';
import { ContentHtml, htmlIsland } from './html-island.tsx';

/** `:help[text]{label="…"}`: a question-mark button with the text in a pop-over. */
export const mount = htmlIsland((html, { label }) => (
  <Help label={label || undefined}>
    <ContentHtml html={html} />
  </Help>
));
