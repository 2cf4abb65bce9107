import type { SignInState } from '../sign-in/profile.ts';
import { SignIn } from '../sign-in/SignIn.tsx';
import { parseUserLinks } from '../sign-in/urls.ts';
import { WidgetElement } from './WidgetElement.ts';

export interface SignInStateDetail {
  status: SignInState['status'];
}

/**
 * `<ripe-sign-in>`: attributes `accessurl` (forced to https; default `https://access.ripe.net`), `loginurl`,
 * `logouturl`, `logoutredirecturl`, `pictureurl`, `userlinks` (JSON array of `{ title, url }`) and
 * `mobilebreakpoint` (px, default 768). Event `ripe-sign-in-state` with `{ status }` after each profile
 * check: `logged-in`, `logged-out` or `error`.
 */
export class SignInElement extends WidgetElement {
  static observedAttributes = [
    'accessurl',
    'loginurl',
    'logouturl',
    'logoutredirecturl',
    'pictureurl',
    'userlinks',
    'mobilebreakpoint',
  ];

  protected view() {
    return (
      <SignIn
        accessUrl={this.text('accessurl')}
        loginUrl={this.text('loginurl')}
        logoutUrl={this.text('logouturl')}
        logoutRedirectUrl={this.text('logoutredirecturl')}
        pictureUrl={this.text('pictureurl')}
        userLinks={parseUserLinks(this.text('userlinks'))}
        mobileBreakpoint={this.number('mobilebreakpoint')}
        onStateChange={(state) => this.emit<SignInStateDetail>('ripe-sign-in-state', { status: state.status })}
      />
    );
  }
}
