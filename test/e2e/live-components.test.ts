/**
 * The components where a shop uses them (docs/demo.md): the header search suggests products
 * (`<fg-typeahead>`, a combobox: type, ArrowDown, Enter lands on the product), the product page adds
 * to a new shopping list (`<fg-my-list>`, landing on the new list), flash messages after an action
 * (`<fg-system>`: shown, announced, dismissable), and the server push stream: "Import products by
 * code" on a list runs in the background, its progress shows as a progress bar with a polite status
 * text, and at 100 the list element watching the import's token refreshes with the new items.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { focusIsInside, scrollToComponent, waitForShopScript } from './support/page-checks.ts';
import { inStockCard } from './support/shop-actions.ts';

const JANA = { email: 'jana@example.com', password: 'heslo-demo-1', name: 'Jana Nováková' } as const;
/** Slow enough that each step of an import can be seen, fast enough for a test. */
const IMPORT_ITEM_DELAY_MS = 150;

interface Suggestion {
  readonly label: string;
  readonly url: string;
}

async function logIn(page: Page, server: DemoServer): Promise<void> {
  await page.goto(server.url('/cs/login'));
  await waitForShopScript(page);
  const form = page.locator('#content form');
  await form.getByLabel('E-mail').fill(JANA.email);
  await form.getByLabel('Heslo').fill(JANA.password);
  await form.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.locator('#userMenu').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();
}

describe('components in the shop: search, lists, messages and the push stream', () => {
  let server: DemoServer;
  let browser: Browser;

  /** What the shop suggests for a text, asked the way the component asks. */
  async function suggestionsFor(text: string): Promise<Suggestion[]> {
    const answer = await fetch(server.url(`/cs/search/suggest?q=${encodeURIComponent(text)}`));
    return ((await answer.json()) as { suggestions: Suggestion[] }).suggestions;
  }

  before(async () => {
    server = await startDemoServer({ importItemDelayMs: IMPORT_ITEM_DELAY_MS });
    browser = await launchChromium();
  });

  after(async () => {
    // The server first, while pages may still hold push streams: closing must not wait for them.
    await server?.close();
    await browser?.close();
  });

  it('the header search suggests products: typing, ArrowDown and Enter land on the product', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      const lamp = ((await inStockCard(page).locator('.product-card__name').textContent()) ?? '').trim();
      const text = lamp.slice(0, 4);
      const [first] = await suggestionsFor(text);
      assert.ok(first, `the shop suggests something for “${text}”`);

      // The server's search field until the shopper reaches for it: the typed text stays through the
      // takeover, and the suggestions come with the component.
      await page.locator('#search-query').click();
      await page.keyboard.type(text);
      const field = page.getByRole('combobox', { name: 'Hledat produkty' });
      const listbox = page.getByRole('listbox', { name: 'Hledat produkty' });
      await listbox.getByRole('option', { name: first.label }).first().waitFor();
      assert.equal(await field.getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('ArrowDown');
      const active = await field.getAttribute('aria-activedescendant');
      assert.ok(active, 'an option is active');
      assert.equal(await page.locator(`#${active}`).textContent(), first.label);
      assert.equal(await page.locator(`#${active}`).getAttribute('aria-selected'), 'true');
      assert.ok(await focusIsInside(page.locator('search')), 'the focus stays in the field');

      await page.keyboard.press('Enter');
      await page.waitForURL(server.url(first.url));
      await page.getByRole('heading', { level: 1, name: first.label }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the product page adds the product to a new list and lands on that list', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await logIn(page, server);
      await page.goto(server.url('/cs/product/12'));
      await waitForShopScript(page);
      const product = ((await page.locator('#content h1').textContent()) ?? '').trim();
      await scrollToComponent(page, 'fg-my-list');
      // The component's menu button (the form's own submit button has the same name until it takes over).
      const menuButton = page.locator('fg-my-list button[aria-haspopup="menu"]', {
        hasText: 'Přidat do seznamu',
      });
      await menuButton.focus();
      await page.keyboard.press('ArrowUp');
      const create = page.getByRole('menuitem', { name: 'Vytvořit nový seznam…' });
      await create.waitFor();
      assert.ok(
        await create.evaluate((item) => item === document.activeElement),
        'Up opens on the last item',
      );
      await page.keyboard.press('Enter');
      const name = page.getByLabel('Název seznamu');
      await name.waitFor();
      await page.keyboard.type('Terasa');
      await page.locator('fg-my-list').getByRole('button', { name: 'Vytvořit' }).click();

      await page.waitForURL(/\/cs\/lists\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Terasa' }).waitFor();
      await page.locator('#listItems').getByRole('link', { name: product }).waitFor();
      await page.getByRole('status').getByText(`Seznam Terasa byl vytvořen a je v něm ${product}.`).waitFor();
      await page.locator('#userLists').getByRole('link', { name: 'Terasa (1)' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a flash message tells what was added to the basket, politely, and can be dismissed', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      const card = inStockCard(page);
      const name = ((await card.locator('.product-card__name').textContent()) ?? '').trim();
      await card.getByRole('button', { name: 'Do košíku' }).click();

      const dialog = page.getByRole('dialog');
      const messages = dialog.getByRole('region', { name: 'Systémové zprávy' });
      const notice = messages.getByRole('status').getByText(`${name} byl přidán do košíku (1 ks).`);
      await notice.waitFor();
      await dialog.getByRole('heading', { name: 'Přidáno do košíku' }).waitFor();

      await messages.getByRole('button', { name: 'Zavřít zprávu' }).click();
      await notice.waitFor({ state: 'detached' });
      assert.ok(await focusIsInside(messages), 'the focus stays with the messages, not lost to the page');
      assert.equal(await dialog.getByRole('link', { name: 'Přejít do košíku' }).count(), 1, 'the rest stays');
    } finally {
      await context.close();
    }
  });

  it('an import into a list shows its progress from the push stream and refreshes the list at the end', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await logIn(page, server);
      const codes = ['SF-0050', 'SF-0051', 'SF-0052', 'SF-0053'];
      const names = await Promise.all(
        codes.map(async (code) => (await suggestionsFor(code))[0]?.label ?? code),
      );
      await page.goto(server.url('/cs/lists/1'));
      await waitForShopScript(page);
      const list = page.locator('#listItems');
      for (const name of names) assert.equal(await list.getByRole('link', { name }).count(), 0, name);

      await page.getByLabel('Kódy nebo názvy produktů').fill([...codes, 'XX-0000'].join('\n'));
      await page.getByRole('button', { name: 'Importovat' }).click();
      await page.getByText('Import 5 řádků začal; jeho průběh se zobrazuje u seznamu.').waitFor();

      // Part way: a progress bar with a value between 0 and 100, and its step in a polite status
      // region; read in one go, as the next step may come any moment.
      const partWay = await page.waitForFunction(() => {
        const bar = document.querySelector<HTMLProgressElement>('#listItems progress');
        if (!bar || bar.value <= 0 || bar.value >= 100) return null;
        const status = bar.closest('[role="status"]');
        return { value: bar.value, max: bar.max, status: status?.textContent ?? '', live: status !== null };
      });
      const seen = (await partWay.jsonValue()) as {
        value: number;
        max: number;
        status: string;
        live: boolean;
      };
      assert.equal(seen.max, 100);
      assert.ok(seen.live, 'the progress sits in a role="status" region (polite)');
      assert.match(seen.status, /Importuje se: hotovo [1-4] z 5 řádků\./);
      assert.equal(
        await list.getByRole('progressbar', { name: 'Průběh' }).count(),
        1,
        'a named progress bar',
      );

      // At 100 the list refreshes: the new items are there, and what was not found is said.
      for (const name of names) await list.getByRole('link', { name }).waitFor();
      await list
        .getByText('Import dokončen: přidáno produktů 4, nenalezeno řádků 1. Nenalezeno: XX-0000.')
        .waitFor();
      assert.equal(await list.getByRole('progressbar').count(), 0, 'the refreshed list shows no progress');
      await page.locator('#userLists').getByRole('link', { name: 'Obývák (7)' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
