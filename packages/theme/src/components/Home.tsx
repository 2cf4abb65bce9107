import { featureGridClass } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';
import { Content } from './Content.tsx';

/** The home layout: a hero, a grid of feature cards, then any content of the page. */
export function Home() {
  const { page } = useShell();
  const { hero, features } = page;
  return (
    <div className="ad-home">
      {hero && (
        <section className="ad-hero">
          {hero.name && (
            <h1 className="ad-hero__heading">
              <span className="ad-hero__name">{hero.name}</span>
              {/* A space: the two lines read as words, not 'RIPE AtlasMeasure…'. */}
              {hero.text && ' '}
              {hero.text && <span className="ad-hero__text">{hero.text}</span>}
            </h1>
          )}
          {hero.tagline && <p className="ad-hero__tagline">{hero.tagline}</p>}
          {hero.actions && hero.actions.length > 0 && (
            <div className="ad-hero__actions">
              {hero.actions.map((action) => (
                <a
                  key={action.link}
                  className="ad-button"
                  data-theme={(action.theme ?? 'brand') === 'brand' ? 'brand' : 'alt'}
                  href={action.link}
                >
                  {action.text}
                </a>
              ))}
            </div>
          )}
        </section>
      )}
      {features.length > 0 && (
        <ul className={`ad-features ${featureGridClass(features.length)}`} data-count={features.length}>
          {features.map((feature) => (
            <li key={feature.title} className="ad-feature">
              {feature.icon && (
                <span className="ad-feature__icon" aria-hidden="true">
                  {feature.icon}
                </span>
              )}
              <h2 className="ad-feature__title">{feature.title}</h2>
              {feature.details && <p className="ad-feature__details">{feature.details}</p>}
              {feature.link && (
                <a className="ad-feature__link" href={feature.link}>
                  {feature.linkText ?? 'Learn more'}
                  <span className="ad-visually-hidden">: {feature.title}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {page.html && (
        <div className="ad-home__content">
          <Content />
        </div>
      )}
    </div>
  );
}
