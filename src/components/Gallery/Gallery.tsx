/**
 * Gallery: a product's main image with a picker of thumbnails (WAI-ARIA APG tabs: arrow keys, Home
 * and End move between thumbnails), previous/next buttons and swipe on the main image, arrow keys
 * on the main image, and the lightbox on activating the main image. The shown image survives a
 * partial update that swaps in a gallery of the same id which still has it.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GalleryItem } from '../Lightbox/gallery-item.ts';
import { installGalleryStyles } from '../Lightbox/gallery-styles.ts';
import { Lightbox, stepIndex } from '../Lightbox/Lightbox.tsx';
import { ThumbnailImage } from '../Lightbox/ThumbnailImage.tsx';
import { useSwipe } from '../Lightbox/use-swipe.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { GalleryPicker } from './GalleryPicker.tsx';
import { handedOverIndex, handOverShownImage } from './shown-image-memory.ts';

export interface GalleryProps {
  items?: readonly GalleryItem[];
  /** The image shown first, unless a partial update handed over the image the swapped-out gallery showed. */
  startIndex?: number;
  /** Accessible name of the gallery (`label`); "Product images" in the page's language otherwise. */
  label?: string;
  /** `sizes` of the main image (CSS sizes syntax), for the browser's choice among the candidates. */
  imageSizes?: string;
  /** `sizes` of the thumbnails. */
  thumbSizes?: string;
  /** Fired with `{ index, href }` when another image is shown. */
  onChange?: (detail: { index: number; href: string }) => void;
}

const DEFAULT_IMAGE_SIZES = '(min-width: 48rem) 50vw, 100vw';

export function Gallery(props: ComponentProps<GalleryProps>) {
  const { host, items = [], imageSizes = DEFAULT_IMAGE_SIZES, onChange } = props;
  const [index, setIndex] = useState(() =>
    handedOverIndex(
      host.element,
      items.map((item) => item.href),
      Math.min(props.startIndex ?? 0, Math.max(0, items.length - 1)),
    ),
  );
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = `${host.id}-panel`;
  const tabIdPrefix = `${host.id}-thumb`;
  useLayoutEffect(installGalleryStyles, []);
  const shownHref = useRef<string | undefined>(undefined);
  shownHref.current = items[index]?.href;
  useEffect(() => handOverShownImage(host.element, () => shownHref.current), [host.element]);

  const show = (next: number) => {
    const item = items[next];
    if (!item || next === index) return;
    setIndex(next);
    onChange?.({ index: next, href: item.href });
  };
  const step = (by: number) => show(stepIndex(index, by, items.length));
  const swipe = useSwipe((direction) => step(direction === 'next' ? 1 : -1));

  const onStageKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (by === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    step(by);
  };

  const item = items[index];
  if (!item) return null;
  const several = items.length > 1;
  return (
    <section className="fg-gallery" aria-label={props.label ?? host.t('gallery.label')}>
      {/* The tab list comes first, so Tab from it reaches its panel (APG tabs); the stage is shown
          above it by CSS order (GALLERY_STYLES). */}
      <div className="fg-gallery__layout">
        {several ? (
          <GalleryPicker
            label={host.t('gallery.thumbnails')}
            count={items.length}
            selected={index}
            onSelect={show}
            tabId={(i) => `${tabIdPrefix}-${i}`}
            panelId={panelId}
            renderTab={(i) => <ThumbnailImage item={items[i] as GalleryItem} sizes={props.thumbSizes} />}
          />
        ) : null}
        <div
          className="fg-gallery__stage"
          id={panelId}
          // With thumbnails the stage is the panel of the selected one (APG tabs).
          {...(several ? { role: 'tabpanel', 'aria-labelledby': `${tabIdPrefix}-${index}` } : {})}
        >
          <button
            ref={opener}
            type="button"
            className="fg-gallery__open"
            aria-haspopup="dialog"
            aria-label={host.t('gallery.open', { name: item.alt })}
            onClick={() => setLightboxOpen(true)}
            onKeyDown={onStageKeyDown}
            {...swipe}
          >
            <img
              className="fg-gallery__image"
              src={item.href}
              srcSet={item.srcset}
              sizes={item.srcset ? imageSizes : undefined}
              width={item.width}
              height={item.height}
              alt=""
              draggable={false}
            />
          </button>
          {several ? (
            <>
              <button
                type="button"
                className="fg-gallery__prev"
                aria-label={host.t('gallery.previous')}
                onClick={() => step(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="fg-gallery__next"
                aria-label={host.t('gallery.next')}
                onClick={() => step(1)}
              >
                ›
              </button>
              <p className="fg-gallery__counter" aria-live="polite">
                <span aria-hidden="true">
                  {index + 1} / {items.length}
                </span>
                <span className="fg-visually-hidden">
                  {host.t('gallery.position', { current: index + 1, total: items.length })}
                </span>
              </p>
            </>
          ) : null}
        </div>
      </div>
      {lightboxOpen ? (
        <Lightbox
          id={host.id}
          items={items}
          index={index}
          onIndexChange={show}
          onClose={() => setLightboxOpen(false)}
          returnFocusTo={opener.current}
          t={host.t}
        />
      ) : null}
    </section>
  );
}
