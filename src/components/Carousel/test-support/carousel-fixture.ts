/**
 * Shared set-up of the Carousel tests: four 300 px slides in a 300 px scroll-snap container, the
 * motion preference emulated (matchMedia stubbed before the carousel mounts, since rotation reads
 * it then), optional fake timers, and the carousel removed (its behaviour detached) after each test.
 */
import sinon from 'sinon';
import '../../../../elements/fg-carousel.ts';
import { fixture, flushMicrotasks, inAct, untilInAct } from '../../../../elements/test-support/react-act.ts';

export const SLIDE_PX = 300;

export function carouselMarkup(attributes = '', id = 'offers'): string {
  const slides = [1, 2, 3, 4]
    .map(
      (n) =>
        `<div class="slide" style="flex: 0 0 ${SLIDE_PX}px; height: 100px; scroll-snap-align: start">` +
        `<a href="#offer-${n}">Akce ${n}</a></div>`,
    )
    .join('');
  return `
    <fg-carousel id="${id}" label="Akce týdne" ${attributes}>
      <div data-carousel-slides style="display: flex; overflow-x: auto; scroll-snap-type: x mandatory; width: ${SLIDE_PX}px">
        ${slides}
      </div>
    </fg-carousel>`;
}

export interface CarouselFixture {
  readonly root: HTMLElement;
  readonly clock: sinon.SinonFakeTimers;
  mount(attributes?: string): Promise<void>;
  scroller(): HTMLElement;
  slides(): HTMLElement[];
  /** The control whose text is `text`. */
  button(text: string): HTMLButtonElement;
  /** The name of the picker button of the shown slide ("2 z 4"). */
  currentPick(): string | undefined;
  status(): HTMLElement;
  /** Resolves once the container has scrolled to `left` (at once if it is there), rendered. */
  scrolledTo(left: number): Promise<void>;
  /** Resolves once the slides' `inert` states are `expected` (what is in view is reported a frame later); fails after a while. */
  inertAre(expected: readonly boolean[]): Promise<void>;
}

export function carouselFixture(options: { reducedMotion: boolean; fakeTimers?: boolean }): CarouselFixture {
  let root: HTMLElement | undefined;
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => {
    const real = window.matchMedia.bind(window);
    sinon
      .stub(window, 'matchMedia')
      .callsFake((query: string) =>
        query.includes('prefers-reduced-motion')
          ? ({ matches: options.reducedMotion, media: query } as MediaQueryList)
          : real(query),
      );
    if (options.fakeTimers) {
      // biome-ignore lint/correctness/useHookAtTopLevel: sinon's useFakeTimers is not a React hook.
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    }
  });

  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await inAct(() => root?.remove());
    await flushMicrotasks();
    root = undefined;
    sinon.restore();
  });

  const defined = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`carouselFixture: no ${name} (mount first).`);
    return value;
  };
  const within = () => defined(root, 'root');
  const scroller = () => within().querySelector('[data-carousel-slides]') as HTMLElement;

  return {
    get root() {
      return within();
    },
    get clock() {
      return defined(clock, 'clock (pass fakeTimers: true)');
    },
    mount: (attributes = '') =>
      inAct(() => {
        root = fixture(carouselMarkup(attributes));
      }),
    scroller,
    slides: () => [...scroller().children] as HTMLElement[],
    button: (text) => {
      const found = [...within().querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
      if (!found) throw new Error(`No button "${text}".`);
      return found;
    },
    currentPick: () =>
      within().querySelector('.fg-carousel__pick[aria-current="true"]')?.textContent ?? undefined,
    status: () => within().querySelector('.fg-carousel__status') as HTMLElement,
    scrolledTo: (left) =>
      waitInAct<void>((resolve) => {
        const element = scroller();
        const check = () => {
          if (Math.abs(element.scrollLeft - left) > 1) return;
          element.removeEventListener('scroll', check);
          resolve();
        };
        element.addEventListener('scroll', check);
        check();
      }),
    inertAre: (expected) => {
      const states = () => String([...scroller().children].map((slide) => (slide as HTMLElement).inert));
      return untilInAct(
        () => states() === String(expected),
        `slides inert: ${expected.join(', ')} (now ${states()})`,
      );
    },
  };
}

/** Waits for a promise inside act(), so the renders the awaited events cause are flushed. */
function waitInAct<T>(executor: (resolve: (value: T) => void) => void): Promise<void> {
  return inAct(() => new Promise<T>(executor));
}
