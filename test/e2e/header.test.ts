/**
 * The page frame of the demo with its header components: in Chromium, Firefox and WebKit the phone
 * menu (MenuCollapse), the phone search (MenuSearch) with its suggestions (Typeahead) by keyboard,
 * and the priority+ navigation (GreedyMenu) and the layout (WebLayout) across widths; in Chromium
 * the header that reserves its size at every width (while its components, the icon sprite and the
 * cookie banner arrive, nothing on the home page moves: cumulative layout shift below 0.02, and the
 * page never scrolls sideways), the header that slides away on scrolling and the page without script.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { layoutShift, waitForHeader, waitForShopperHeader } from './support/header-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { phoneWidth, type Shopper } from './support/shopper.ts';

const MAX_LAYOUT_SHIFT = 0.02;

const focusedText = (shopper: Shopper) =>
  shopper.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

// Phone journeys run 390 px wide, in WebKit 480 px: MiniBrowser's window is no narrower (shopper.ts).
describeInBrowsers('header', (shop) => {
  async function visit(width: number, path: string, journey: (shopper: Shopper) => Promise<void>) {
    await shop.visitor({ consentGivenOn: shop.server.origin, width }, async (shopper) => {
      await shopper.goto(shop.server.url(path));
      await waitForShopperHeader(shopper);
      await journey(shopper);
      assert.deepEqual(await shopper.errors(), []);
    });
  }

  it('phone: the menu opens at the first tap, the component takes it over with the focus on the first link; Escape closes it, the button opens it again', async () => {
    await visit(phoneWidth(shop.name), '/en/', async (shopper) => {
      await shopper.waitFor('fg-web-layout#page[data-layout="phone"]', 'attached');
      // The server's <details> opens natively; the component, reached for by that tap, renders open.
      await shopper.click('#phoneMenu summary');
      const menuButton = 'button[aria-controls="phoneMenu-panel"]';
      await shopper.waitFor(`${menuButton}[aria-expanded="true"]`);
      await shopper.waitFor('#phoneMenu-panel');
      await shopper.waitUntil('the focus on the first link of the menu', () => {
        const first = document.querySelector('#phoneMenu-panel a');
        return first !== null && document.activeElement === first;
      });
      await shopper.press('Escape');
      await shopper.waitFor('#phoneMenu-panel', 'hidden');
      assert.equal(await shopper.attribute(menuButton, 'aria-expanded'), 'false');
      assert.equal(
        await shopper.evaluate(() => document.activeElement?.getAttribute('aria-controls')),
        'phoneMenu-panel',
      );
      await shopper.click(menuButton);
      await shopper.waitFor('#phoneMenu-panel');
      assert.equal(await shopper.attribute(menuButton, 'aria-expanded'), 'true');
      assert.equal(await focusedText(shopper), await shopper.text('#phoneMenu-panel a'));
    });
  });

  it('phone: the search button expands into the field with suggestions; Escapes collapse it', async () => {
    await visit(phoneWidth(shop.name), '/cs/', async (shopper) => {
      const searchButton = 'button.menu-search__button';
      await shopper.waitFor('#search-query', 'hidden');
      // The server's <summary> until the shopper reaches for it: focusing it upgrades the component,
      // whose button takes the focus over (a pause before Enter, as a keyboard user makes).
      await shopper.focus('.menu-search__button');
      await shopper.waitFor(searchButton);
      await shopper.waitUntil('the focus on the search button', () =>
        document.activeElement?.matches('button.menu-search__button'),
      );
      await shopper.press('Enter');
      await shopper.waitFor('#search-query');
      await shopper.waitFor(`${searchButton}[aria-expanded="true"]`);
      await shopper.waitUntil(
        'the focus in the search field',
        () => document.activeElement?.id === 'search-query',
      );
      await shopper.type('har');
      await shopper.waitFor({ css: '[role="option"]', text: 'Harbor' });
      await shopper.press('Escape'); // closes the suggestions
      await shopper.press('Escape'); // clears the field
      assert.equal(
        await shopper.evaluate(() => (document.getElementById('search-query') as HTMLInputElement).value),
        '',
      );
      await shopper.press('Escape'); // collapses the search
      await shopper.waitFor('#search-query', 'hidden');
      assert.equal(await shopper.attribute(searchButton, 'aria-expanded'), 'false');
      assert.equal(
        await shopper.evaluate(() => document.activeElement?.classList.contains('menu-search__button')),
        true,
      );
    });
  });

  it('desktop: links that do not fit move into More, and come back when the window widens', async () => {
    await visit(800, '/en/', async (shopper) => {
      const more = '.greedy-menu__more-button';
      await shopper.waitFor(more);
      await shopper.focus(more);
      await shopper.press('Enter');
      await shopper.waitFor({ css: '#mainNav-more a', name: 'Special offers' });
      await shopper.press('Escape');
      await shopper.waitFor('#mainNav-more', 'hidden');
      await shopper.resize(1280, 800);
      await shopper.waitFor(more, 'hidden');
      const shown = await shopper.evaluate(() =>
        [...document.querySelectorAll('.greedy-menu__item:not([hidden]) a')].map((link) => link.textContent),
      );
      assert.deepEqual(shown, [
        'Lamps',
        'Chairs',
        'Tables',
        'Shelves',
        'Textiles',
        'Kitchen',
        'News',
        'Special offers',
      ]);
      assert.equal(await shopper.attribute('fg-web-layout', 'data-layout'), 'desktop');
      await shopper.resize(phoneWidth(shop.name), 800);
      await shopper.waitFor('fg-web-layout[data-layout="phone"]', 'attached');
    });
  });
});

describeInChromium(
  'header (Chromium: no layout shift, no sideways scroll, wheel scrolling, no script)',
  () => {
    const shop = useShopAndBrowser();

    for (const width of [390, 1280]) {
      it(`home page at ${width} px: layout shift below ${MAX_LAYOUT_SHIFT} while the header upgrades`, async () => {
        const { context, page } = await newVisitor(shop.browser);
        try {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(shop.server.url('/cs/'));
          await waitForHeader(page);
          await page.locator('.fg-cookie-consent__banner').waitFor();
          const shift = await layoutShift(page);
          assert.ok(shift < MAX_LAYOUT_SHIFT, `layout shift ${shift.toFixed(4)} at ${width} px`);
        } finally {
          await context.close();
        }
      });
    }

    for (const width of [320, 390, 768, 1280]) {
      it(`no horizontal scroll and touch targets of at least 24 px in the header at ${width} px`, async () => {
        const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
        try {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(shop.server.url('/cs/'));
          await waitForHeader(page);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(sideways <= 0, `the page is ${sideways} px wider than the window`);
          const small = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.site-header :is(a, button, summary, input)')]
              .filter((control) => control.getClientRects().length > 0 && !control.closest('[hidden]'))
              .map((control) => ({ control, box: control.getBoundingClientRect() }))
              .filter(({ box }) => box.width > 1 && (box.width < 24 || box.height < 24))
              .map(({ control, box }) => `${control.outerHTML.slice(0, 60)} ${box.width}×${box.height}`),
          );
          assert.deepEqual(small, []);
        } finally {
          await context.close();
        }
      });
    }

    it('the cookie banner leaves most of a phone screen free', async () => {
      const { context, page } = await newVisitor(shop.browser);
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(shop.server.url('/cs/'));
        const banner = page.locator('.fg-cookie-consent__banner');
        await banner.waitFor();
        const box = await banner.boundingBox();
        assert.ok(box && box.height < 844 / 2, `the banner is ${box?.height} px of 844 px tall`);
      } finally {
        await context.close();
      }
    });

    async function visit(width: number, path: string, bypassCSP = false) {
      const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin, bypassCSP });
      await visitor.page.setViewportSize({ width, height: 800 });
      await visitor.page.goto(shop.server.url(path));
      await waitForHeader(visitor.page);
      return visitor;
    }

    it('phone: the header slides away while scrolling down and comes back on scrolling up', async () => {
      const { context, page } = await visit(390, '/en/category/lamps');
      try {
        const layout = page.locator('fg-web-layout#page');
        await page.waitForFunction(() => document.getElementById('page')?.hasAttribute('data-layout'));
        await page.mouse.move(200, 400);
        await page.mouse.wheel(0, 600);
        await page.waitForFunction(() => document.getElementById('page')?.hasAttribute('data-header-hidden'));
        await page.mouse.wheel(0, -200);
        await page.waitForFunction(
          () => !document.getElementById('page')?.hasAttribute('data-header-hidden'),
        );
        assert.equal(await layout.getAttribute('data-layout'), 'phone');
      } finally {
        await context.close();
      }
    });

    it('without script: every category link, the search form and the phone menu as a native disclosure', async () => {
      const visitor = await newVisitor(shop.browser, {
        javaScriptEnabled: false,
        consentGivenOn: shop.server.origin,
      });
      try {
        const { page } = visitor;
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto(shop.server.url('/cs/'));
        assert.equal(await page.locator('#search-query').isVisible(), true);
        await page.locator('.menu-collapse > summary').click();
        await page
          .locator('.menu-collapse__panel')
          .getByRole('link', { name: 'Lampy', exact: true })
          .waitFor();
        await page.setViewportSize({ width: 1280, height: 800 });
        assert.equal(await page.locator('.greedy-menu__item a').count(), 8);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(sideways <= 0);
      } finally {
        await visitor.context.close();
      }
    });
  },
);
