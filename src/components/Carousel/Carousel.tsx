/**
 * Carousel: server-rendered slides in a CSS scroll-snap container (they scroll without script),
 * enhanced as the WAI-ARIA APG carousel: a rotation control first in tab order, previous/next
 * buttons and a slide picker, `aria-roledescription` carousel and slide, and a polite live region
 * naming the current slide while the carousel is not rotating. A mouse or pen swipe moves a slide.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';
import { useInertHiddenSlides } from './use-inert-hidden-slides.ts';
import { useRotation } from './use-rotation.ts';
import { useSlidePosition } from './use-slide-position.ts';
import { useSwipe } from './use-swipe.ts';

export interface CarouselProps {
  /** The carousel's accessible name (`label`). */
  label?: string;
  /** Milliseconds a slide shows while rotating (`rotate-interval`); none or 0: no rotation. */
  rotateInterval?: number;
  /** The scroll-snap container of the server markup. */
  scroller?: HTMLElement;
  /** Its child elements. */
  slides?: readonly Element[];
}

type Translate = ComponentProps<CarouselProps>['host']['t'];

/** A slide's name ("2 of 6"): the slide's own label and its picker button's (APG grouped carousel). */
const slideName = (t: Translate, index: number, count: number) =>
  t('carousel.slideOf', { number: index + 1, count });

/** Slides are named groups ("2 of 6") so a screen reader says where it is. */
function labelSlides(slides: readonly Element[], t: Translate): void {
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', t('carousel.slide'));
    slide.setAttribute('aria-label', slideName(t, index, slides.length));
  });
}

export function Carousel(props: ComponentProps<CarouselProps>) {
  const { host, label, rotateInterval = 0, scroller, slides = [], lang } = props;
  const { t } = host;
  const frame = useRef<HTMLElement>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  // A press on the rotation control focuses it first: that focus must not stop what the press toggles.
  const pressingRotation = useRef(false);
  const { current, go } = useSlidePosition(scroller, slides);
  const rotation = useRotation(frame, rotateInterval, () => go(current + 1), current);
  const choose = (index: number) => {
    rotation.stop();
    go(index);
  };
  useSwipe(scroller, (direction) => choose(current + direction));
  useInertHiddenSlides(scroller, slides, current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are in the language `lang` names.
  useLayoutEffect(() => labelSlides(slides, t), [slides, t, lang]);

  const slidesId = `${host.id}-slides`;
  const count = slides.length;
  return (
    <section
      ref={frame}
      className="fg-carousel__frame"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label || t('carousel.label')}
      onFocus={(event) => {
        if (event.target !== rotationButton.current || !pressingRotation.current) rotation.stop();
      }}
    >
      {count > 1 ? (
        <div className="fg-carousel__controls">
          {rotation.enabled ? (
            <button
              ref={rotationButton}
              type="button"
              className={`fg-carousel__rotation${rotation.stopped ? '' : ' fg-carousel__rotation--on'}`}
              aria-controls={slidesId}
              onPointerDown={() => {
                pressingRotation.current = true;
              }}
              onBlur={() => {
                pressingRotation.current = false;
              }}
              onClick={() => {
                pressingRotation.current = false;
                rotation.toggle();
              }}
            >
              <span className="fg-carousel__text">
                {rotation.stopped ? t('carousel.start') : t('carousel.stop')}
              </span>
            </button>
          ) : null}
          <button
            type="button"
            className="fg-carousel__previous"
            aria-controls={slidesId}
            onClick={() => choose(current - 1)}
          >
            <span className="fg-carousel__text">{t('carousel.previous')}</span>
          </button>
          <button
            type="button"
            className="fg-carousel__next"
            aria-controls={slidesId}
            onClick={() => choose(current + 1)}
          >
            <span className="fg-carousel__text">{t('carousel.next')}</span>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; these buttons submit nothing */}
          <div className="fg-carousel__picker" role="group" aria-label={t('carousel.picker')}>
            {slides.map((slide, index) => (
              <button
                key={slide.id || index}
                type="button"
                className="fg-carousel__pick"
                aria-controls={slidesId}
                // APG grouped carousel: the shown slide's button is disabled yet stays in the Tab
                // sequence; aria-current is the styling hook shops already use.
                aria-disabled={index === current ? 'true' : undefined}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => choose(index)}
              >
                <span className="fg-carousel__text">{slideName(t, index, count)}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <ServerNodes nodes={host.serverNodes} id={slidesId} className="fg-carousel__viewport" />
      <p className="fg-carousel__status" aria-live={rotation.rotating ? 'off' : 'polite'} aria-atomic="true">
        {count > 0 ? t('carousel.slideOf', { number: current + 1, count }) : null}
      </p>
    </section>
  );
}
