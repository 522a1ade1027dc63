import { SETTLED_LEDGER_KEY } from '../../../src/protocol/settled-ledger.ts';
import { type SettledOutcome, settledFailure, settledInPage } from '../../../src/testing/playwright.ts';
import type {
  ElementState,
  PageArgument,
  Shopper,
  ShopperBrowserName,
  ShopperCookie,
  Target,
} from './shopper.ts';
import { WAIT_LIMIT_MS } from './shopper.ts';

const POLL_MS = 50;

/** Attribute that marks the element a narrowed target resolved to, so a driver can click it by CSS. */
const MARK = 'data-shopper-target';

/**
 * In-page: the elements a target names, in document order. The name is the aria-label, else the
 * text, with whitespace collapsed (what a visitor reads on a button or link).
 */
const FIND_SOURCE = `(target) => {
  const collapse = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const spec = typeof target === 'string' ? { css: target } : target;
  let found = [...document.querySelectorAll(spec.css)];
  const nameOf = (element) => collapse(element.getAttribute('aria-label') ?? element.textContent);
  if (spec.name !== undefined) found = found.filter((element) => nameOf(element) === spec.name);
  if (spec.text !== undefined) found = found.filter((element) => collapse(element.textContent).includes(spec.text) || nameOf(element).includes(spec.text));
  if (spec.nth !== undefined) found = found.slice(spec.nth, spec.nth + 1);
  return found;
}`;

/**
 * What a wait that ran out reports of the page besides its errors: whether it was shown and
 * focused (a page not shown runs no rendering updates, so nothing nears the window and components
 * further down never upgrade), its window and scroll, its title and first heading, and what its
 * settled ledger says is under way.
 */
function pageStateInPage(key: string): string {
  const ledger = (document as unknown as Record<symbol, { busyWith(): string[] } | undefined>)[
    Symbol.for(key)
  ];
  const busy = ledger ? ledger.busyWith().join(', ') || 'nothing' : 'no ledger';
  // Which page it is: an error or sign-in page can stand at the address waited for.
  const heading = document.querySelector('h1')?.textContent?.trim().slice(0, 80) ?? 'none';
  return `${document.visibilityState}, ${document.hasFocus() ? 'focused' : 'not focused'}, window ${innerWidth}×${innerHeight} scrolled to ${Math.round(scrollY)}, titled "${document.title}", first heading "${heading}", busy with: ${busy}`;
}

/** In-page: true when the element takes space on screen and is not visibility: hidden. */
const VISIBLE_SOURCE = `(element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'`;

/**
 * In-page: why the first found element cannot take a visitor's click yet ('' when it can): its
 * middle must be in the window (a header sliding back into view starts outside it) and it must
 * stand still. Without a running animation an element in the window is still; otherwise its box is
 * compared across two frames (or 100 ms, where a page not shown draws no frames). One out of the
 * window is scrolled to its middle again, as a visitor would: the page may have moved since.
 */
const STILL_IN_WINDOW_SOURCE = `(found) => new Promise((resolve) => {
  const element = found[0];
  if (!element) return resolve('it is gone');
  const box = () => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const said = (values) => '[' + values.map((value) => Math.round(value)).join(', ') + ']';
  const outside = ([left, top, width, height]) => {
    const x = left + width / 2, y = top + height / 2;
    return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight ? '' : 'its box ' + said([left, top, width, height]) + ' has its middle outside the window';
  };
  const before = box();
  const out = outside(before);
  if (out) {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    return resolve(out);
  }
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  if (running.length === 0) return resolve('');
  let frames = 0;
  const compare = () => {
    const after = box();
    const moved = after.some((value, i) => value !== before[i]);
    const names = running.slice(0, 3).map((animation) => (animation.animationName || animation.transitionProperty || 'an animation') + ' on ' + (animation.effect?.target?.id || animation.effect?.target?.className || animation.effect?.target?.localName));
    resolve(outside(after) || (moved ? 'it moved from ' + said(before) + ' to ' + said(after) + ' while ' + names.join(', ') + ' ran' : ''));
  };
  const frame = () => { frames += 1; if (frames === 2) compare(); else requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  setTimeout(compare, 100);
})`;

/**
 * In-page: keeps the page's uncaught errors and console errors as text (an Error logged to the
 * console reaches the test as a handle that BiDi cannot read, and WebDriver classic has no console
 * channel at all). Installed once per document: at its start in Firefox, once loaded in WebKit.
 */
export const WATCH_ERRORS = `(() => {
  if (window.__shopperErrors) return;
  const errors = (window.__shopperErrors = []);
  addEventListener('error', (event) => errors.push(event.message));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason?.message ?? event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('Content Security Policy: ' + event.violatedDirective + ' refused ' + (event.blockedURI || 'inline')));
  const consoleError = console.error;
  console.error = (...args) => { errors.push(args.map(String).join(' ')); consoleError.apply(console, args); };
})()`;

export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  const parts = [target.css];
  if (target.name !== undefined) parts.push(`named "${target.name}"`);
  if (target.text !== undefined) parts.push(`with text "${target.text}"`);
  if (target.nth !== undefined) parts.push(`#${target.nth}`);
  return parts.join(' ');
}

/** An expression that calls `source` with `arg`, with esbuild's `__name` helper defined for it. */
export function callExpression(source: string, arg: unknown): string {
  return `(() => { const __name = (fn) => fn; return (${source})(${JSON.stringify(arg ?? null)}); })()`;
}

/**
 * What the three drivers share: waiting, reading and narrowing targets go through `run` (an
 * expression evaluated in the page), so they behave alike in every browser. A driver supplies the
 * real input (clicks, keys) and the browser's own commands.
 */
export abstract class ShopperBase implements Shopper {
  abstract readonly browser: ShopperBrowserName;
  private marks = 0;

  /** Evaluates an expression in the page and returns its awaited, JSON-serializable value. */
  protected abstract run(expression: string): Promise<unknown>;
  /** A real click on the first element matching `css` (it is there and visible). */
  protected abstract clickCss(css: string): Promise<void>;
  abstract press(key: string, times?: number): Promise<void>;
  abstract type(text: string): Promise<void>;
  abstract goto(url: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract back(): Promise<void>;
  abstract forward(): Promise<void>;
  abstract url(): Promise<string>;
  abstract cookies(): Promise<ShopperCookie[]>;
  abstract resize(width: number, height: number): Promise<void>;
  abstract errors(): Promise<string[]>;
  abstract close(): Promise<void>;

  evaluate<R, A extends PageArgument>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.run(callExpression(fn.toString(), arg)) as Promise<R>;
  }

  /** Evaluates `body` (source of a function of the found elements) on what the target names. */
  private onTarget<R>(target: Target, body: string): Promise<R> {
    return this.run(
      callExpression(`(target) => ((found) => (${body})(found))((${FIND_SOURCE})(target))`, target),
    ) as Promise<R>;
  }

  async waitUntil<A extends PageArgument>(
    what: string,
    condition: (arg: A) => unknown,
    arg?: A,
  ): Promise<void> {
    await this.poll(what, () => this.run(callExpression(condition.toString(), arg)));
  }

  /** Polls `check` until it gives a truthy value; a page between two documents counts as not yet. */
  private async poll(
    what: string,
    check: () => Promise<unknown>,
    found: () => Promise<string> = async () => '',
  ): Promise<void> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    let lastError: unknown;
    for (;;) {
      try {
        if (await check()) return;
        lastError = undefined;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
        // What the page reported meanwhile often says why (a chunk that did not load, say).
        const reported = await this.errors().catch(() => []);
        const errors = reported.length > 0 ? `; the page reported: ${reported.join(' | ')}` : '';
        // A document that went elsewhere (a form submitted natively, say) takes its errors along.
        const where = await this.url().catch(() => 'unknown');
        const state = await this.run(callExpression(pageStateInPage.toString(), SETTLED_LEDGER_KEY)).catch(
          () => 'unknown',
        );
        const instead = await found().catch(() => '');
        throw new Error(
          `${this.browser}: waited ${WAIT_LIMIT_MS} ms for ${what} at ${where} (the page: ${state})${instead}${cause}${errors}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async settled(): Promise<void> {
    const outcome = (await this.run(
      callExpression(settledInPage.toString(), { key: SETTLED_LEDGER_KEY, timeout: WAIT_LIMIT_MS }),
    )) as SettledOutcome;
    const failure = settledFailure(outcome, WAIT_LIMIT_MS);
    if (failure)
      throw new Error(`${this.browser}: ${failure} (at ${await this.url().catch(() => 'unknown')})`);
  }

  async waitFor(target: Target, state: ElementState = 'visible'): Promise<void> {
    const test = {
      attached: '(found) => found.length > 0',
      detached: '(found) => found.length === 0',
      visible: `(found) => found.length > 0 && (${VISIBLE_SOURCE})(found[0])`,
      hidden: `(found) => found.length === 0 || !(${VISIBLE_SOURCE})(found[0])`,
    }[state];
    await this.poll(
      `${describeTarget(target)} to be ${state}`,
      () => this.onTarget(target, test),
      () => this.foundInstead(target),
    );
  }

  /**
   * For a target narrowed by its name or text: what its CSS alone finds, so a wait that ran out
   * says what stood there instead (a user menu that names nobody, say).
   */
  private async foundInstead(target: Target): Promise<string> {
    if (typeof target === 'string' || (target.text === undefined && target.name === undefined)) return '';
    const texts = await this.onTarget<string[]>(
      target.css,
      `(found) => found.slice(0, 3).map((element) => (element.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 120))`,
    );
    return texts.length === 0
      ? `; nothing matches ${target.css}`
      : `; ${target.css} says: ${texts.map((text) => `"${text}"`).join(', ')}`;
  }

  async click(target: Target): Promise<void> {
    await this.waitFor(target, 'visible');
    // As a visitor does, bring it to the middle of the window first: a fixed banner at the bottom
    // must not take a click meant for what lies behind it at the window's edge.
    await this.onTarget(target, `(found) => found[0].scrollIntoView({ block: 'center', inline: 'nearest' })`);
    let why = '';
    await this.poll(
      `${describeTarget(target)} to stand still in the window`,
      async () => {
        why = await this.onTarget<string>(target, STILL_IN_WINDOW_SOURCE);
        return why === '';
      },
      async () => `; last seen: ${why}`,
    );
    if (typeof target === 'string') {
      await this.clickCss(target);
      return;
    }
    // A narrowed target: mark the element it names so the driver can find it by CSS. An update may
    // replace the marked element between marking and clicking (the same link, swapped in anew): the
    // visitor's click lands on what is there then, so the target is found again.
    for (let attempt = 1; ; attempt += 1) {
      this.marks += 1;
      const mark = String(this.marks);
      await this.onTarget(target, `(found) => found[0].setAttribute('${MARK}', '${mark}')`);
      try {
        await this.clickCss(`[${MARK}="${mark}"]`);
        return;
      } catch (error) {
        if (attempt === 3 || (await this.isMarked(mark))) throw error;
        await this.waitFor(target, 'visible');
      } finally {
        // The click may have replaced the element or left the page.
        await this.run(
          callExpression(
            `(mark) => document.querySelector('[${MARK}="' + mark + '"]')?.removeAttribute('${MARK}')`,
            mark,
          ),
        ).catch(() => undefined);
      }
    }
  }

  /** Whether the element marked for a click is still in the document. */
  private async isMarked(mark: string): Promise<boolean> {
    return (await this.run(
      callExpression(`(mark) => document.querySelector('[${MARK}="' + mark + '"]') !== null`, mark),
    ).catch(() => true)) as boolean;
  }

  async focus(target: Target): Promise<void> {
    await this.waitFor(target, 'visible');
    await this.onTarget(target, '(found) => { found[0].focus(); }');
  }

  async fill(target: Target, text: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await this.typeInto(target, text);
      // A wrong value surfaces here, not as a refusal further on: say what the field holds and
      // where the focus went.
      const held = (await this.run(
        callExpression(
          `() => { const field = document.activeElement; return { value: field?.value ?? null, focused: field ? field.outerHTML.slice(0, 120) : 'nothing' }; }`,
          null,
        ),
      )) as { value: string | null; focused: string };
      if (held.value === text) return;
      const wrong = `${this.browser}: typed ${JSON.stringify(text)} into ${describeTarget(target)}, the focused field holds ${JSON.stringify(held.value)} (focus on ${held.focused})`;
      if (attempt === 2) throw new Error(wrong);
      // Firefox has dropped keys typed into the login's e-mail field just after load ("ana@…",
      // "ja@…", "jana@eample…" for "jana@example.com", in most CI runs; whose fault is not found):
      // the field is typed into once more, and the log says so.
      console.warn(`${wrong}; typing it once more`);
    }
  }

  /** Focuses the field, empties it and types `text` with the keyboard. */
  private async typeInto(target: Target, text: string): Promise<void> {
    await this.focus(target);
    // Select what the field holds, so the keys replace it. A field without a text selection (a
    // number field in WebKit) is emptied from its end with Backspace instead.
    const left = (await this.run(
      callExpression(
        `() => {
          const field = document.activeElement;
          field.select?.();
          const value = field.value ?? '';
          const selectedAll = value === '' || (field.selectionStart === 0 && field.selectionEnd === value.length);
          return selectedAll ? (value === '' ? 0 : -1) : value.length;
        }`,
        null,
      ),
    )) as number;
    if (left > 0) {
      await this.press('End');
      await this.press('Backspace', left);
    } else if (left === -1 && text === '') {
      await this.press('Backspace');
    }
    if (text !== '') await this.type(text);
  }

  async text(target: Target): Promise<string> {
    const text = await this.onTarget<string | null>(
      target,
      `(found) => found.length === 0 ? null : (found[0].textContent ?? '').replace(/\\s+/g, ' ').trim()`,
    );
    if (text === null) throw new Error(`${this.browser}: no element ${describeTarget(target)}`);
    return text;
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    const value = await this.onTarget<{ value: string | null } | null>(
      target,
      `(found) => found.length === 0 ? null : { value: found[0].getAttribute(${JSON.stringify(name)}) }`,
    );
    if (value === null) throw new Error(`${this.browser}: no element ${describeTarget(target)}`);
    return value.value;
  }

  count(target: Target): Promise<number> {
    return this.onTarget<number>(target, '(found) => found.length');
  }
}

/**
 * What the drivers with a browser context of their own per visitor share (Chromium, Firefox): the
 * context and its page, expressions evaluated through the page, the errors collected so far, and
 * closing the context when the visitor leaves.
 */
export abstract class ContextShopper<
  Context extends { close(): Promise<void> },
  DriverPage extends { evaluate(expression: string): Promise<unknown> },
> extends ShopperBase {
  /** Errors the driver has collected (Firefox: of the documents already left). */
  protected readonly collected: string[] = [];

  constructor(
    protected readonly context: Context,
    protected readonly page: DriverPage,
  ) {
    super();
  }

  protected run(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
