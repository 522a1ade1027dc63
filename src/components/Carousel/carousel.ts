/**
 * The carousel, a behaviour without React (elements/define-behaviour-element.ts): server-rendered
 * slides in a CSS scroll-snap container (they scroll without script), enhanced as the WAI-ARIA APG
 * carousel — a named `<section>` with `aria-roledescription` carousel around the controls
 * (carousel-template.ts), the slides (named groups, "2 of 6") and a polite live region naming the
 * current slide while the carousel is not rotating. A mouse or pen swipe moves a slide. New
 * attribute values are taken in place (the current slide, a stopped rotation and the focus stay);
 * detaching gives the server markup back as it came.
 */
import { render } from 'lit-html';
import { ComponentIdMissingError } from '../../core/errors.ts';
import { captureFocus, restoreFocus } from '../../core/focus-keeper.ts';
import { messagesOrNone, resolveLang, type Translate, translateWithOverrides } from '../../i18n/index.ts';
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
  /** Not read: named so that a change of the element's own `lang` relabels it (resolveLang reads it). */
  lang?: string;
}

/** What the carousel writes on each slide; the server's own values come back when it detaches. */
const SLIDE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'inert'] as const;

/** The element's texts: its `messages`, else the catalogue of its language. */
function translatorFor(element: HTMLElement, props: CarouselProps): Translate {
  const lang = resolveLang(element);
  const messages = messagesOrNone(props.messages);
  return (key, params) => translateWithOverrides(lang, messages, key, params);
}

/** Attaches the carousel to `element`: the controls added, the slides watched. */
export function attachCarousel(element: HTMLElement, initial: CarouselProps) {
  if (!element.id) throw new ComponentIdMissingError(element.localName);
  let props = initial;
  let t = translatorFor(element, props);
  const { scroller, slides } = readCarousel(element);
  const serverNodes = [...element.childNodes];
  const serverSlideAttributes = slides.map((slide) =>
    SLIDE_ATTRIBUTES.map((name) => slide.getAttribute(name)),
  );

  const frame = document.createElement('section');
  frame.className = 'fg-carousel__frame';
  const label = () => {
    frame.setAttribute('aria-roledescription', t('carousel.carousel'));
    frame.setAttribute('aria-label', props.label || t('carousel.label'));
    // Slides are named groups ("2 of 6") so a screen reader says where it is.
    slides.forEach((slide, index) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('carousel.slide'));
      slide.setAttribute('aria-label', slideName(t, index, slides.length));
    });
  };
  label();

  const draw = () => render(carouselTemplate(view()), frame);
  const noScroller = { current: () => 0, go: () => {}, detach: () => {} };
  const position = scroller ? watchSlidePosition(scroller, slides, () => moved()) : noScroller;
  const advance = () => position.go(position.current() + 1);
  const rotation = watchRotation(frame, props.rotateInterval ?? 0, advance, draw);
  const inert = scroller ? watchInertHiddenSlides(scroller, slides, position.current) : null;
  const moved = () => {
    rotation.restart();
    inert?.mark();
    draw();
  };
  // The slide first: it reads the layout before the rotation control's new text changes it.
  const choose = (index: number) => {
    position.go(index);
    rotation.stop();
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
    rotation: rotation.enabled() ? { stopped: rotation.stopped(), rotating: rotation.rotating() } : null,
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

  moveKeepingState(scroller, () => {
    draw();
    element.append(frame);
  });

  return {
    update: (next: CarouselProps) => {
      const interval = next.rotateInterval ?? 0;
      const intervalChanged = interval !== (props.rotateInterval ?? 0);
      props = next;
      t = translatorFor(element, props);
      label();
      if (intervalChanged) rotation.setInterval(interval);
      draw();
    },
    detach: () => {
      rotation.detach();
      position.detach();
      inert?.detach();
      stopSwipe?.();
      frame.removeEventListener('focusin', focusEntered);
      slides.forEach((slide, index) => {
        SLIDE_ATTRIBUTES.forEach((name, at) => {
          const value = serverSlideAttributes[index]?.[at] ?? null;
          if (value === null) slide.removeAttribute(name);
          else slide.setAttribute(name, value);
        });
      });
      moveKeepingState(scroller, () => frame.replaceWith(...serverNodes));
    },
  };
}

/**
 * Moving the server markup drops the focus inside it to the body, and the browsers scroll the moved
 * container back to its start (or near it): both are put back as they were.
 */
function moveKeepingState(scroller: HTMLElement | null, move: () => void): void {
  const focus = captureFocus();
  const left = scroller?.scrollLeft ?? 0;
  move();
  if (scroller && left !== 0 && scroller.scrollLeft !== left)
    scroller.scrollTo({ left, behavior: 'instant' });
  restoreFocus(focus, null);
}
