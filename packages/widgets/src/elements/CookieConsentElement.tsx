import { CookieConsent } from '../cookie-consent/CookieConsent.tsx';
import type { ConsentValue } from '../cookie-consent/consent-cookie.ts';
import { WidgetElement } from './WidgetElement.ts';

export interface CookieConsentDetail {
  value: ConsentValue;
}

/**
 * `<ripe-cookie-consent>`: attributes `text`, `policy-url`, `policy-text`, `label`. Event
 * `ripe-cookie-consent-change` with `{ value: 'accepted' | 'rejected' }`.
 */
export class CookieConsentElement extends WidgetElement {
  static observedAttributes = ['text', 'policy-url', 'policy-text', 'label'];

  protected view() {
    return (
      <CookieConsent
        text={this.text('text')}
        policyUrl={this.text('policy-url')}
        policyText={this.text('policy-text')}
        label={this.text('label')}
        onConsentChange={(value) => this.emit<CookieConsentDetail>('ripe-cookie-consent-change', { value })}
      />
    );
  }
}
