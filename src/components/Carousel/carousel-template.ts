/**
 * What the carousel adds around the server's slides, as a lit-html template: the controls (a
 * rotation control first in tab order, previous/next buttons, a picker of one button per slide),
 * the slides' viewport and the polite live region naming the current slide.
 */
import { html, nothing } from 'lit-html';
import type { Translate } from '../../i18n/index.ts';

export interface CarouselView {
  readonly t: Translate;
  /** The viewport's id, which every control names in `aria-controls`. */
  readonly slidesId: string;
  readonly serverNodes: readonly Node[];
  readonly count: number;
  readonly current: number;
  /** null: the carousel does not rotate (no control). */
  readonly rotation: { readonly stopped: boolean; readonly rotating: boolean } | null;
  readonly onRotationPointerDown: () => void;
  readonly onRotationBlur: () => void;
  readonly onRotationClick: () => void;
  readonly choose: (index: number) => void;
}

/** A slide's name ("2 of 6"): the slide's own label and its picker button's (APG grouped carousel). */
export const slideName = (t: Translate, index: number, count: number) =>
  t('carousel.slideOf', { number: index + 1, count });

const controlsTemplate = (view: CarouselView) => {
  const { t, slidesId, count, current, rotation } = view;
  return html`<div class="fg-carousel__controls">
    ${
      rotation
        ? html`<button
          type="button"
          class=${`fg-carousel__rotation${rotation.stopped ? '' : ' fg-carousel__rotation--on'}`}
          aria-controls=${slidesId}
          @pointerdown=${view.onRotationPointerDown}
          @blur=${view.onRotationBlur}
          @click=${view.onRotationClick}
        ><span class="fg-carousel__text">${rotation.stopped ? t('carousel.start') : t('carousel.stop')}</span></button>`
        : nothing
    }
    <button type="button" class="fg-carousel__previous" aria-controls=${slidesId} @click=${() => view.choose(current - 1)}>
      <span class="fg-carousel__text">${t('carousel.previous')}</span>
    </button>
    <button type="button" class="fg-carousel__next" aria-controls=${slidesId} @click=${() => view.choose(current + 1)}>
      <span class="fg-carousel__text">${t('carousel.next')}</span>
    </button>
    <div class="fg-carousel__picker" role="group" aria-label=${t('carousel.picker')}>
      ${Array.from(
        { length: count },
        // APG grouped carousel: the shown slide's button is disabled yet stays in the Tab sequence;
        // aria-current is the styling hook shops already use.
        (_, index) => html`<button
          type="button"
          class="fg-carousel__pick"
          aria-controls=${slidesId}
          aria-disabled=${index === current ? 'true' : nothing}
          aria-current=${index === current ? 'true' : nothing}
          @click=${() => view.choose(index)}
        ><span class="fg-carousel__text">${slideName(t, index, count)}</span></button>`,
      )}
    </div>
  </div>`;
};

/** The frame's content; the frame (a named `<section>`) is the carousel's own element. */
export const carouselTemplate = (view: CarouselView) => {
  const { t, count, current, rotation } = view;
  return html`${count > 1 ? controlsTemplate(view) : nothing}<div class="fg-carousel__viewport" id=${view.slidesId}>${view.serverNodes}</div><p
      class="fg-carousel__status"
      aria-live=${rotation?.rotating ? 'off' : 'polite'}
      aria-atomic="true"
    >${count > 0 ? slideName(t, current, count) : nothing}</p>`;
};
