/**
 * GalleryGrid: a grid of image tiles; a tile opens the lightbox at its image, and the lightbox moves
 * through every image of the grid. Past the server's first tiles a "Show more (n)" button reveals
 * `limit` more at a time and moves the focus to the first tile it revealed.
 */
import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import type { GalleryItem } from '../Lightbox/gallery-item.ts';
import { installGalleryStyles } from '../Lightbox/gallery-styles.ts';
import { Lightbox } from '../Lightbox/Lightbox.tsx';
import { ThumbnailImage } from '../Lightbox/ThumbnailImage.tsx';
import type { ComponentProps } from '../shared/component-props.ts';

export interface GalleryGridProps {
  items?: readonly GalleryItem[];
  /** Tiles shown before "Show more" (read from the server markup: the tiles it does not hide). */
  shownAtFirst?: number;
  /** Tiles each "Show more" reveals (`limit`); as many as were shown at first otherwise. */
  limit?: number;
  /** `sizes` of the tile images (`thumb-sizes`), when they carry a `srcset`. */
  thumbSizes?: string;
}

export function GalleryGrid(props: ComponentProps<GalleryGridProps>) {
  const { host, items = [] } = props;
  const firstShown = Math.min(items.length, Math.max(1, props.shownAtFirst ?? items.length));
  const batch = Math.max(1, props.limit ?? firstShown);
  const [shown, setShown] = useState(firstShown);
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);
  const firstRevealed = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = `${host.id}-list`;
  useLayoutEffect(installGalleryStyles, []);

  // After "Show more" rendered the new tiles, the first of them takes the focus.
  useLayoutEffect(() => {
    const index = firstRevealed.current;
    if (index === null) return;
    firstRevealed.current = null;
    list.current?.querySelectorAll<HTMLElement>('.fg-gallery-grid__open')[index]?.focus();
  });

  const showMore = () => {
    firstRevealed.current = shown;
    setShown(Math.min(items.length, shown + batch));
  };
  const openAt = (index: number) => (event: MouseEvent<HTMLButtonElement>) =>
    setOpen({ index, opener: event.currentTarget });

  return (
    <div className="fg-gallery-grid">
      <ul ref={list} className="fg-gallery-grid__list" id={listId}>
        {items.slice(0, shown).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions; the same image may appear twice.
          <li key={index} className="fg-gallery-grid__item">
            <button
              type="button"
              className="fg-gallery-grid__open"
              aria-haspopup="dialog"
              aria-label={host.t('gallery.open', { name: item.alt })}
              onClick={openAt(index)}
            >
              <ThumbnailImage item={item} sizes={props.thumbSizes} />
            </button>
          </li>
        ))}
      </ul>
      {shown < items.length ? (
        <button type="button" className="fg-gallery-grid__more" aria-controls={listId} onClick={showMore}>
          {host.t('galleryGrid.showMore', { count: items.length - shown })}
        </button>
      ) : null}
      {open ? (
        <Lightbox
          id={host.id}
          items={items}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
          returnFocusTo={open.opener}
          t={host.t}
        />
      ) : null}
    </div>
  );
}
