import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/**
 * The home page's opening: the shop's name and promise with a way into the catalogue, beside a
 * drawing of a lamp over an armchair (inline SVG: no picture to fetch, and it scales with the box).
 */
export function HomeHero() {
  const { lang, t } = useView();
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t('heroEyebrow')}</p>
        <h1 id="home-title" className="hero__title">
          {t('siteName')}
        </h1>
        <p className="hero__lead">{t('welcome')}</p>
        <p className="hero__actions">
          <a className="button button--large" href={urls.category(lang, 'lamps')}>
            {t('heroCallToAction')}
          </a>
          <a className="hero__secondary" href={urls.actions(lang)}>
            {t('actions')}
          </a>
        </p>
      </div>
      <HeroArt />
    </section>
  );
}

/** A floor lamp bending over an armchair on a rug, in the shop's colours; decoration only. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <ellipse cx="200" cy="272" rx="170" ry="18" fill="#d9c7a8" />
      <circle cx="262" cy="96" r="70" fill="#ffe9b0" opacity="0.55" />
      <path
        d="M110 262 V40 Q110 20 140 20 H220 Q250 20 258 48"
        fill="none"
        stroke="#23313f"
        strokeWidth="8"
      />
      <ellipse cx="110" cy="264" rx="34" ry="7" fill="#23313f" />
      <path d="M228 46 H290 L276 84 H242 Z" fill="#e0a526" />
      <rect x="170" y="150" width="170" height="58" rx="22" fill="#1f5f8b" />
      <rect x="182" y="112" width="146" height="64" rx="24" fill="#2c79ad" />
      <rect x="154" y="140" width="36" height="86" rx="16" fill="#163f5c" />
      <rect x="320" y="140" width="36" height="86" rx="16" fill="#163f5c" />
      <rect x="180" y="222" width="10" height="40" rx="4" fill="#7a5230" />
      <rect x="320" y="222" width="10" height="40" rx="4" fill="#7a5230" />
      <rect x="214" y="128" width="56" height="34" rx="12" fill="#f2c6a0" />
    </svg>
  );
}
