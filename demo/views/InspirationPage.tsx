import { GalleryItemLink } from './GalleryItemLink.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export interface InspirationImage {
  productId: number;
  name: string;
  position: number;
  width: number;
  height: number;
}

/** Tiles shown before "Show more", and revealed by each press of it. */
export const INSPIRATION_FIRST_TILES = 8;

/**
 * A grid of product images as `<fg-gallery-grid>` server markup. Tiles past the first eight are
 * hidden, and "Show more" is a link to the page with all of them, so it works without script; the
 * element turns it into a button that reveals eight more and opens the lightbox on a tile.
 */
export function InspirationPage({
  images,
  showAll,
}: {
  images: readonly InspirationImage[];
  showAll: boolean;
}) {
  const { lang, t } = useView();
  const shown = showAll ? images.length : Math.min(images.length, INSPIRATION_FIRST_TILES);
  return (
    <article className="inspiration">
      <h1>{t('inspiration')}</h1>
      <p>{t('inspiration.intro')}</p>
      <fg-gallery-grid id="inspiration-grid" limit={INSPIRATION_FIRST_TILES}>
        <ul className="fg-gallery-grid__list">
          {images.map((image, index) => (
            <li
              key={`${image.productId}-${image.position}`}
              className="fg-gallery-grid__item"
              hidden={index >= shown}
            >
              <GalleryItemLink
                className="fg-gallery-grid__open"
                productId={image.productId}
                image={image}
                thumbnailWidth={600}
                alt={t('imageOf', { name: image.name, number: image.position })}
              />
            </li>
          ))}
        </ul>
        {shown < images.length ? (
          <a className="fg-gallery-grid__more" href={urls.inspiration(lang, { all: 1 })}>
            {t('inspiration.showMore', { count: images.length - shown })}
          </a>
        ) : null}
      </fg-gallery-grid>
    </article>
  );
}
