/**
 * The lightbox of Gallery and GalleryGrid: a native modal `<dialog>` over the whole window (focus
 * moves in and returns to the opener), previous/next, an "3 / 8" counter, zoom by pinch, double
 * tap, wheel, buttons and keys, and Escape to close. Mounted only while open, so the large image
 * loads only when asked for.
 */
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import { escapeHandlers, useModalDialog } from '../shared/use-modal-dialog.ts';
import type { GalleryItem } from './gallery-item.ts';
import { installGalleryStyles } from './gallery-styles.ts';
import type { SwipeDirection } from './use-swipe.ts';
import { useZoomGestures } from './use-zoom-gestures.ts';
import { isZoomed, panBy, UNZOOMED, ZOOM_STEP, type Zoom, zoomAround, zoomTransform } from './zoom-state.ts';

export interface LightboxProps {
  id: string;
  items: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gets the focus back when the lightbox closes. */
  returnFocusTo: HTMLElement | null;
  t: Translate;
}

/** How far one arrow key moves a zoomed image, in CSS pixels. */
export const KEY_PAN_PX = 48;

/** Wraps around: after the last image comes the first. */
export const stepIndex = (index: number, step: number, count: number) => (index + step + count) % count;

export function Lightbox({ id, items, index, onIndexChange, onClose, returnFocusTo, t }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<Zoom>(UNZOOMED);
  const [zoom, setZoomState] = useState<Zoom>(UNZOOMED);
  useLayoutEffect(installGalleryStyles, []);
  useModalDialog(dialog, closeButton, returnFocusTo);

  const setZoom = (next: Zoom) => {
    zoomRef.current = next;
    setZoomState(next);
  };
  const show = (step: number) => {
    setZoom(UNZOOMED);
    onIndexChange(stepIndex(index, step, items.length));
  };
  const surfaceSize = () => {
    const rect = surface.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const zoomBy = (factor: number) =>
    setZoom(zoomAround(zoomRef.current, zoomRef.current.scale * factor, { x: 0, y: 0 }, surfaceSize()));
  const pan = (dx: number, dy: number) => setZoom(panBy(zoomRef.current, dx, dy, surfaceSize()));
  const gestures = useZoomGestures(surface, zoomRef, setZoom, (direction: SwipeDirection) =>
    show(direction === 'next' ? 1 : -1),
  );

  const escapeKey = escapeHandlers(onClose);
  const keyAction = (key: string): (() => void) | null => {
    switch (key) {
      case 'ArrowLeft':
        return () => (isZoomed(zoomRef.current) ? pan(KEY_PAN_PX, 0) : show(-1));
      case 'ArrowRight':
        return () => (isZoomed(zoomRef.current) ? pan(-KEY_PAN_PX, 0) : show(1));
      case 'ArrowUp':
        return () => pan(0, KEY_PAN_PX);
      case 'ArrowDown':
        return () => pan(0, -KEY_PAN_PX);
      case 'Home':
        return () => show(-index);
      case 'End':
        return () => show(items.length - 1 - index);
      case '+':
      case '=':
        return () => zoomBy(ZOOM_STEP);
      case '-':
        return () => zoomBy(1 / ZOOM_STEP);
      case '0':
        return () => setZoom(UNZOOMED);
      default:
        return null;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    escapeKey.onKeyDown(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    action();
  };

  const item = items[index];
  if (!item) return null;
  const counterId = `${id}-lightbox-counter`;
  return (
    <dialog
      ref={dialog}
      className="fg-lightbox"
      aria-label={t('lightbox.label')}
      aria-describedby={counterId}
      onCancel={escapeKey.onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="fg-lightbox__bar">
        <p className="fg-lightbox__counter" id={counterId} aria-live="polite">
          <span aria-hidden="true">
            {index + 1} / {items.length}
          </span>
          <span className="fg-visually-hidden">
            {t('gallery.position', { current: index + 1, total: items.length })}
          </span>
        </p>
        <button
          type="button"
          className="fg-lightbox__zoom-out"
          aria-label={t('lightbox.zoomOut')}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          −
        </button>
        <button
          type="button"
          className="fg-lightbox__zoom-in"
          aria-label={t('lightbox.zoomIn')}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          +
        </button>
        <button
          ref={closeButton}
          type="button"
          className="fg-lightbox__close"
          aria-label={t('lightbox.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div
        ref={surface}
        className="fg-lightbox__surface"
        data-zoomed={isZoomed(zoom) ? '' : undefined}
        {...gestures}
      >
        <img
          key={item.href}
          className="fg-lightbox__image"
          src={item.href}
          srcSet={item.srcset}
          sizes={item.srcset ? '100vw' : undefined}
          width={item.width}
          height={item.height}
          alt={item.alt}
          draggable={false}
          style={{ transform: zoomTransform(zoom) }}
        />
      </div>
      {items.length > 1 ? (
        <>
          <button
            type="button"
            className="fg-lightbox__prev"
            aria-label={t('gallery.previous')}
            onClick={() => show(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="fg-lightbox__next"
            aria-label={t('gallery.next')}
            onClick={() => show(1)}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
