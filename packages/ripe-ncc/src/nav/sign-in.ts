// The navigation bar item of the plugin `signIn()`.
export { SignInNav as default } from './ServiceNav.tsx';
