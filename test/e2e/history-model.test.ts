/**
 * A model-based test of the address as the truth (docs/flows.md, "Back, forward and reload"), in
 * Chromium, Firefox and WebKit: fast-check generates sequences of shopper actions on a category —
 * "Load more", numbered pages, sorts, the price slider, scrolling, opening a product, signing in and
 * out, Back, Forward, reload — and after
 * every step the page is compared with a fresh load of its address (support/fresh-load.ts); after
 * every Back to an entry the shopper left by a click, the product they saw is where they left it.
 *
 * Bounded in `npm test`: HISTORY_MODEL_RUNS sequences (2) of up to HISTORY_MODEL_STEPS actions (10)
 * per browser, from a seed taken from the commit (below). A failure prints its seed and path;
 * HISTORY_MODEL_SEED and HISTORY_MODEL_PATH replay it. A longer run: `HISTORY_MODEL_RUNS=30 HISTORY_MODEL_STEPS=25 npm run test:e2e -- --files
 * test/e2e/history-model.test.ts`.
 */
import { execFileSync } from 'node:child_process';
import { it } from 'node:test';
import fc from 'fast-check';
import { placeOfItem, waitForItemAt, waitUntilLikeFreshLoad } from './support/fresh-load.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { named, scrollToComponent, waitForShopScript, waitForUrl } from './support/shopper-checks.ts';

const CATEGORY = '/cs/category/lamps';
const SORTS = ['Nejoblíbenější', 'Od nejlevnějšího', 'Od nejdražšího', 'Název'] as const;
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1' };
/** Where signing out leads: the home page. */
const HOME_ADDRESS = /\/cs\/$/;

const RUNS = Number(process.env.HISTORY_MODEL_RUNS ?? 2);
const STEPS = Number(process.env.HISTORY_MODEL_STEPS ?? 10);
/**
 * The seed: HISTORY_MODEL_SEED, else one taken from the commit under test — a run is repeatable
 * (CI on a commit plays the sequences a run of that commit played before), and each commit
 * explores new ones. `HISTORY_MODEL_SEED=random` leaves it to fast-check.
 */
const SEED = seedOf(process.env.HISTORY_MODEL_SEED);
const PATH = process.env.HISTORY_MODEL_PATH;

function seedOf(asked: string | undefined): number | undefined {
  if (asked === 'random') return undefined;
  if (asked !== undefined) return Number(asked);
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' });
    return Number.parseInt(commit.slice(0, 8), 16) | 0;
  } catch {
    return undefined;
  }
}

/** A product of the listing and where it sat in the window when the shopper left the entry. */
interface Place {
  readonly index: number;
  readonly top: number;
}

/** What an entry shows: the category listing, or another page (a product, the login page, home). */
type EntryKind = 'listing' | 'other';

/** The history the shopper has made: each entry a listing or another page, and where they left it. */
interface Model {
  entries: { readonly kind: EntryKind; leftAt?: Place }[];
  signedIn: boolean;
  index: number;
  /** Steps run per action, no-ops (an action the page did not offer) included. */
  readonly ran: Map<string, number>;
}

interface Real {
  readonly shopper: Shopper;
}

type HistoryCommand = fc.AsyncCommand<Model, Real>;

const onListing = (model: Model) => model.entries[model.index]?.kind === 'listing';

/** Counts a step of the action's kind (its name without arguments). */
function count(model: Model, command: HistoryCommand): void {
  const name = command.toString().replace(/\(.*$/, '');
  model.ran.set(name, (model.ran.get(name) ?? 0) + 1);
}

/** The first product the window shows, and where. */
async function firstVisibleProduct(shopper: Shopper): Promise<Place | undefined> {
  const index = await shopper.evaluate(() =>
    [...document.querySelectorAll('#productList .product-card')].findIndex(
      (card) => card.getBoundingClientRect().bottom > 0,
    ),
  );
  return index < 0 ? undefined : { index, top: await placeOfItem(shopper, index) };
}

/** Brings what the click will hit to the middle of the window first, as the shopper's click does. */
function centre(shopper: Shopper, css: string, nth: number): Promise<boolean> {
  return shopper.evaluate(
    ([selector, n]) => {
      const element = document.querySelectorAll(selector as string)[n as number];
      element?.scrollIntoView({ block: 'center', inline: 'nearest' });
      return element !== undefined;
    },
    [css, nth],
  );
}

/** A click that leaves the current entry for a new one: the history beyond it is gone. */
function leave(model: Model, leftAt: Place | undefined, kind: EntryKind): void {
  const current = model.entries[model.index];
  if (current) current.leftAt = leftAt;
  model.entries = [...model.entries.slice(0, model.index + 1), { kind }];
  model.index += 1;
}

class LoadMore implements HistoryCommand {
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    const before = await shopper.count('#productList .product-card');
    if ((await shopper.count(named('#productPagination a', 'Načíst další'))) === 0) return;
    await shopper.click(named('#productPagination a', 'Načíst další'));
    await shopper.waitUntil(
      'more products listed',
      (n) => document.querySelectorAll('#productList .product-card').length > n,
      before,
    );
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => 'LoadMore';
}

class NumberedPage implements HistoryCommand {
  constructor(readonly page: number) {}
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    const link = named('#productPagination a', `Strana ${this.page}`);
    if ((await shopper.count(link)) === 0 || (await shopper.attribute(link, 'aria-current')) === 'page')
      return;
    await shopper.evaluate((name) => {
      const found = [...document.querySelectorAll('#productPagination a')].find(
        (a) => a.getAttribute('aria-label') === name,
      );
      found?.scrollIntoView({ block: 'center', inline: 'nearest' });
    }, `Strana ${this.page}`);
    const leftAt = await firstVisibleProduct(shopper);
    await shopper.click(link);
    await waitForUrl(shopper, new RegExp(`[?&]page=${this.page}\\b`));
    leave(model, leftAt, 'listing');
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => `NumberedPage(${this.page})`;
}

class Sort implements HistoryCommand {
  constructor(readonly sort: (typeof SORTS)[number]) {}
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    // The shopper scrolls up to the sort first (a reload or Back may leave the page further down):
    // its radio select takes over its server markup once it nears the window.
    await scrollToComponent(shopper, '#sortChoice');
    await shopper.waitFor('#sortChoice-button');
    if ((await shopper.text('#sortChoice-button')) === this.sort) return;
    const before = await shopper.url();
    await shopper.click('#sortChoice-button');
    await shopper.click({ css: '[role="radio"]', name: this.sort });
    await shopper.waitUntil('the sorted address', (address) => location.href !== address, before);
    // The sort's own dropdown moves the page on the way: no place to come back to is claimed.
    leave(model, undefined, 'listing');
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => `Sort(${this.sort})`;
}

/** The price slider by keyboard: its upper thumb down by `steps` steps, the listing filtered. */
class PriceFilter implements HistoryCommand {
  constructor(readonly steps: number) {}
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    const thumb = { css: '[role="slider"]', name: 'Do' };
    // As a shopper scrolls back up to it: the slider upgrades once it nears the window (its upgrade
    // policy), and a reload may restore a scroll position far below it.
    await shopper.evaluate(() => document.querySelector('fg-slider')?.scrollIntoView({ block: 'center' }));
    await shopper.waitFor(thumb);
    const before = await shopper.attribute(thumb, 'aria-valuenow');
    const address = await shopper.url();
    await shopper.focus(thumb);
    await shopper.press('ArrowLeft', this.steps);
    if ((await shopper.attribute(thumb, 'aria-valuenow')) === before) return;
    await shopper.waitUntil('the filtered address', (from) => location.href !== from, address);
    leave(model, undefined, 'listing');
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => `PriceFilter(${this.steps})`;
}

/**
 * Jana signs in from the header and continues shopping where she was: the login page (a full
 * load), the signed-in answer, then the page she came from again.
 */
class SignIn implements HistoryCommand {
  check = (model: Model) => !model.signedIn;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    const came = model.entries[model.index]?.kind ?? 'other';
    await shopper.click(named('#userMenu a', 'Přihlásit se'));
    await waitForUrl(shopper, /\/cs\/login/);
    leave(model, undefined, 'other');
    await waitForShopScript(shopper);
    await shopper.fill('#login-email', JANA.email);
    await shopper.fill('#login-password', JANA.password);
    await shopper.click('#loginForm button[type="submit"]');
    await shopper.waitFor(named('#content a', 'Pokračovat v nákupu'));
    model.signedIn = true;
    // The signed-in answer names the login page's address: an entry of its own.
    leave(model, undefined, 'other');
    await waitUntilLikeFreshLoad(shopper, `${this.toString()}: signed in`);
    const from = await shopper.url();
    await shopper.click(named('#content a', 'Pokračovat v nákupu'));
    await shopper.waitUntil('the page she came from', (address) => location.href !== address, from);
    leave(model, undefined, came);
    await waitUntilLikeFreshLoad(shopper, `${this.toString()}: back where she was`);
  }
  toString = () => 'SignIn';
}

/** Jana signs out from the header: the home page, loaded whole. */
class SignOut implements HistoryCommand {
  check = (model: Model) => model.signedIn;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    await shopper.click(named('#userMenu button', 'Odhlásit se'));
    await waitForUrl(shopper, HOME_ADDRESS);
    model.signedIn = false;
    leave(model, undefined, 'other');
    await waitForShopScript(shopper);
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => 'SignOut';
}

class ScrollTo implements HistoryCommand {
  constructor(readonly share: number) {}
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    await shopper.evaluate((share) => {
      const root = document.documentElement;
      window.scrollTo({
        top: Math.round((root.scrollHeight - root.clientHeight) * share),
        behavior: 'instant',
      });
    }, this.share);
  }
  toString = () => `ScrollTo(${this.share.toFixed(2)})`;
}

class OpenProduct implements HistoryCommand {
  constructor(readonly nth: number) {}
  check = onListing;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    if (!(await centre(shopper, '#productList .product-card__link', this.nth))) return;
    const leftAt = await firstVisibleProduct(shopper);
    const name = (await shopper.evaluate(
      (n) => document.querySelectorAll('#productList .product-card__name')[n]?.textContent?.trim() ?? '',
      this.nth,
    )) as string;
    await shopper.click(named('#productList .product-card__link', name));
    await waitForUrl(shopper, /\/cs\/product\/\d+$/);
    leave(model, leftAt, 'other');
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => `OpenProduct(${this.nth + 1})`;
}

/**
 * Presses Back or Forward and waits until the browser is at the other entry: a `popstate` within the
 * document, or another document (two entries may share address and state: the login page and the
 * signed-in answer at its address).
 */
async function traverse(shopper: Shopper, direction: 'back' | 'forward'): Promise<void> {
  await shopper.evaluate(() => {
    const marks = window as unknown as Record<string, unknown>;
    marks.__traversal = 'waiting';
    window.addEventListener('popstate', () => (marks.__traversal = 'done'), { once: true });
  });
  await (direction === 'back' ? shopper.back() : shopper.forward());
  await shopper.waitUntil(
    'the other entry',
    () => (window as unknown as Record<string, unknown>).__traversal !== 'waiting',
  );
}

class Back implements HistoryCommand {
  check = (model: Model) => model.index > 0;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    await traverse(shopper, 'back');
    model.index -= 1;
    await waitUntilLikeFreshLoad(shopper, this.toString());
    const leftAt = model.entries[model.index]?.leftAt;
    if (leftAt) await waitForItemAt(shopper, leftAt.index, leftAt.top, this.toString());
  }
  toString = () => 'Back';
}

class Forward implements HistoryCommand {
  check = (model: Model) => model.index < model.entries.length - 1;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    await traverse(shopper, 'forward');
    model.index += 1;
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => 'Forward';
}

class Reload implements HistoryCommand {
  check = () => true;
  async run(model: Model, { shopper }: Real): Promise<void> {
    count(model, this);
    await shopper.reload();
    await waitForShopScript(shopper);
    await waitUntilLikeFreshLoad(shopper, this.toString());
  }
  toString = () => 'Reload';
}

const commands = fc.commands(
  [
    fc.constant(new LoadMore()),
    fc.integer({ min: 1, max: 3 }).map((page) => new NumberedPage(page)),
    fc.constantFrom(...SORTS).map((sort) => new Sort(sort)),
    fc.integer({ min: 1, max: 3 }).map((steps) => new PriceFilter(steps)),
    fc.double({ min: 0, max: 1, noNaN: true }).map((share) => new ScrollTo(share)),
    fc.integer({ min: 0, max: 9 }).map((nth) => new OpenProduct(nth)),
    fc.constant(new Back()),
    fc.constant(new Back()),
    fc.constant(new Forward()),
    fc.constant(new Reload()),
    fc.constant(new SignIn()),
    fc.constant(new SignOut()),
  ],
  { maxCommands: STEPS, size: 'max', ...(PATH ? { replayPath: PATH } : {}) },
);

describeInBrowsers('history: generated shopper sequences against a fresh load', (shop) => {
  it(`${RUNS} sequences of up to ${STEPS} actions keep the page equal to a fresh load of its address`, async () => {
    let sequences = 0;
    const ran = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        sequences += 1;
        await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
          await shopper.goto(shop.server.url(CATEGORY));
          await waitForShopScript(shopper);
          await shopper.waitFor('#productListing[data-pagination]', 'attached');
          const model: Model = { entries: [{ kind: 'listing' }], signedIn: false, index: 0, ran };
          await fc.asyncModelRun(() => ({ model, real: { shopper } }), sequence);
        });
      }),
      {
        numRuns: RUNS,
        endOnFailure: true,
        ...(SEED === undefined ? {} : { seed: SEED }),
        ...(PATH ? { path: PATH } : {}),
        // The failure names its seed and path: HISTORY_MODEL_SEED / HISTORY_MODEL_PATH replay it.
        reporter: (details) => {
          if (details.failed)
            throw new Error(
              `${fc.defaultReportMessage(details)}\nReplay: HISTORY_MODEL_SEED=${details.seed} HISTORY_MODEL_PATH=${details.counterexamplePath}\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
            );
        },
      },
    );
    const steps = [...ran.values()].reduce((sum, n) => sum + n, 0);
    const each = [...ran].map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(`history model [${shop.name}]: ${sequences} sequences, ${steps} steps (${each})`);
  });
});
