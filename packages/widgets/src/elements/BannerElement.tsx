import { Banner, type BannerLevel } from '../banner/Banner.tsx';
import { WidgetElement } from './WidgetElement.ts';

const LEVELS = new Set<string>(['info', 'positive', 'warning', 'accent', 'alarm', 'cookie']);

export interface BannerDismissDetail {
  id: string | undefined;
}

/**
 * `<ripe-banner>`: attributes `banner-id`, `text`, `level`, `link-url`, `link-text`, `button-text`,
 * `permanent`, `label`, `dismiss-label`, and `dismissed` (set when dismissed). Events: `ripe-banner-dismiss`
 * and `ripe-banner-button`, with `{ id }`.
 */
export class BannerElement extends WidgetElement {
  static observedAttributes = [
    'banner-id',
    'text',
    'level',
    'link-url',
    'link-text',
    'button-text',
    'permanent',
    'dismissed',
    'label',
    'dismiss-label',
  ];

  protected view() {
    const id = this.text('banner-id');
    const level = this.text('level');
    return (
      <Banner
        id={id}
        text={this.text('text') ?? ''}
        level={level && LEVELS.has(level) ? (level as BannerLevel) : undefined}
        linkUrl={this.text('link-url')}
        linkText={this.text('link-text')}
        buttonText={this.text('button-text')}
        permanent={this.hasAttribute('permanent')}
        label={this.text('label')}
        dismissLabel={this.text('dismiss-label')}
        // Controlled only once dismissed; until then the banner also consults the remembered dismissals.
        open={this.hasAttribute('dismissed') ? false : undefined}
        onOpenChange={(open) => {
          if (open) return;
          this.reflect('dismissed', true);
          this.emit<BannerDismissDetail>('ripe-banner-dismiss', { id });
        }}
        onButtonClick={() => this.emit<BannerDismissDetail>('ripe-banner-button', { id })}
      />
    );
  }
}
