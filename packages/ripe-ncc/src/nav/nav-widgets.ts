// The navigation bar's application switcher and sign-in widget: one chunk, loaded once the page is
// interactive. Their styles are in the shell's (the plugins' `styles`): a stylesheet added to a large page after it
// loaded would cost a task of its own and a restyle of the whole page.

export { AppSwitcher } from '@atlas-docs/widgets/app-switcher';
export { SignIn } from '@atlas-docs/widgets/sign-in';
