export { SignIn, type SignInProps } from './SignIn.tsx';
export { fetchSignInState, hasSignInHint, initials, type Profile, type SignInState } from './profile.ts';
export {
  accessBase,
  forceHttps,
  loginHref,
  logoutHref,
  parseUserLinks,
  pictureHref,
  profileApiUrl,
  profileHref,
  signInMenu,
  type SignInMenuItem,
  type SignInUrlOptions,
  type UserLink,
} from './urls.ts';
export { useSignIn } from './useSignIn.ts';
export { UserIcon as SignInIcon } from '../icons.tsx';
export { SIGN_IN_TEXTS } from '../config.ts';
