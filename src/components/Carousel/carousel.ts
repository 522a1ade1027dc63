/**
 * The carousel, a behaviour without React (elements/define-behaviour-element.ts): server-rendered
 * slides in a CSS scroll-snap container (they scroll without script), enhanced as the WAI-ARIA APG
 * carousel — a named `<section>` with `aria-roledescription` carousel around the controls
 * (carousel-template.ts), the slides (named groups, "2 of 6") and a polite live region naming the
 * current slide while the carousel is not rotating. A mouse or pen swipe moves a slide. Detaching
 * gives the server markup back as it was.
 */
import { render } from 'lit-html';
import { resolveLang } from '../../i18n/resolve-lang.ts';
import { messagesOrNone, translateWithOverrides } from '../../i18n/translate-with-overrides.ts';
import { carouselTemplate, slideName } from './carousel-template.ts';
import { watchInertHiddenSlides } from './inert-hidden-slides.ts';
import { readCarousel } from './read-carousel.ts';
import { watchRotation } from './rotation.ts';
import { watchSlidePosition } from './slide-position.ts';
import { watchSwipe } from './swipe.ts';

export interface CarouselProps {
  /** The carousel's accessible name (`label`). */
  label?: string;
  /** Milliseconds a slide shows while rotating (`rotate-interval`); none or 0: no rotation. */
  rotateInterval?: number;
  /** Text overrides by catalogue key (`messages`). */
  messages?: unknown;
  /** Read again when it changes: the texts are in the element's language. */
  lang?: string;
}

const SLIDE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label'] as const;

/** Attaches the carousel to `element`; returns what gives its server markup back. */
export function attachCarousel(element: HTMLElement, props: CarouselProps): () => void {
  const { label, rotateInterval = 0 } = props;
  const { scroller, slides } = readCarousel(element);
  const lang = resolveLang(element);
  const messages = messagesOrNone(props.messages);
  const t = (key: string, params?: Record<string, string | number>) =>
    translateWithOverrides(lang, messages, key, params);
  const serverNodes = [...element.childNodes];

  const frame = document.createElement('section');
  frame.className = 'fg-carousel__frame';
  frame.setAttribute('aria-roledescription', t('carousel.carousel'));
  frame.setAttribute('aria-label', label || t('carousel.label'));
  // Slides are named groups ("2 of 6") so a screen reader says where it is.
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', t('carousel.slide'));
    slide.setAttribute('aria-label', slideName(t, index, slides.length));
  });

  const draw = () => render(carouselTemplate(view()), frame);
  const noScroller = { current: () => 0, go: () => {}, detach: () => {} };
  const position = scroller ? watchSlidePosition(scroller, slides, () => moved()) : noScroller;
  const rotation = watchRotation(frame, rotateInterval, () => position.go(position.current() + 1), draw);
  const inert = scroller ? watchInertHiddenSlides(scroller, slides, position.current) : null;
  const moved = () => {
    rotation.restart();
    inert?.mark();
    draw();
  };
  const choose = (index: number) => {
    rotation.stop();
    position.go(index);
  };
  const stopSwipe = scroller
    ? watchSwipe(scroller, (direction) => choose(position.current() + direction))
    : null;

  // A press on the rotation control focuses it first: that focus must not stop what the press toggles.
  let pressingRotation = false;
  const rotationControl = () => frame.querySelector('.fg-carousel__rotation');
  const focusEntered = (event: FocusEvent) => {
    if (event.target !== rotationControl() || !pressingRotation) rotation.stop();
  };
  frame.addEventListener('focusin', focusEntered);

  const view = () => ({
    t,
    slidesId: `${element.id}-slides`,
    serverNodes,
    count: slides.length,
    current: position.current(),
    rotation: rotation.enabled ? { stopped: rotation.stopped(), rotating: rotation.rotating() } : null,
    onRotationPointerDown: () => {
      pressingRotation = true;
    },
    onRotationBlur: () => {
      pressingRotation = false;
    },
    onRotationClick: () => {
      pressingRotation = false;
      rotation.toggle();
    },
    choose,
  });

  moveKeepingState(element, scroller, () => {
    draw();
    element.append(frame);
  });

  return () => {
    rotation.detach();
    position.detach();
    inert?.detach();
    stopSwipe?.();
    frame.removeEventListener('focusin', focusEntered);
    for (const slide of slides) for (const name of SLIDE_ATTRIBUTES) slide.removeAttribute(name);
    moveKeepingState(element, scroller, () => frame.replaceWith(...serverNodes));
  };
}

/**
 * Moving the server markup drops the focus inside it to the body, and Chromium scrolls the moved
 * container back to its start: both are put back as they were.
 */
function moveKeepingState(element: HTMLElement, scroller: HTMLElement | null, move: () => void): void {
  const focused = element.contains(document.activeElement) ? document.activeElement : null;
  const left = scroller?.scrollLeft ?? 0;
  move();
  if (scroller && left !== 0 && scroller.scrollLeft !== left)
    scroller.scrollTo({ left, behavior: 'instant' });
  if (focused instanceof HTMLElement && document.activeElement !== focused)
    focused.focus({ preventScroll: true });
}
