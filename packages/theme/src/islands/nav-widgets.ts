// The navigation bar's application switcher and sign-in widget with their styles: one chunk, loaded once
// the page is interactive, so they weigh nothing on first paint.
import '@atlas-docs/widgets/tokens.css';
import '@atlas-docs/widgets/app-switcher.css';
import '@atlas-docs/widgets/sign-in.css';

export { AppSwitcher } from '@atlas-docs/widgets/app-switcher';
export { SignIn } from '@atlas-docs/widgets/sign-in';
