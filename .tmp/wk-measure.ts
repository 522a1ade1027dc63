import { launchWebKitShopper } from '../test/e2e/support/shopper-webkit.ts';
const origin = 'http://127.0.0.1:3999';
const browser = await launchWebKitShopper();
const shopper = await browser.visit({ consentGivenOn: origin });
const snap = () => shopper.evaluate(() => {
  const out: string[] = [`y=${Math.round(scrollY)} w=${innerWidth}x${innerHeight} mark=${(window as any).__mark} sr=${history.scrollRestoration} state=${JSON.stringify(history.state)} nav=${(performance.getEntriesByType('navigation')[0] as any)?.type}`];
  for (const el of document.querySelectorAll<HTMLElement>('[id]')) {
    if (!(el.localName.includes('-') || el.hasAttribute('data-component'))) continue;
    const r = el.getBoundingClientRect();
    if (r.top + scrollY > 1500) continue;
    out.push(`${el.id}:${Math.round(r.top + scrollY)}+${Math.round(r.height)}${(el as any).lifecycleState === 'in-document' ? '' : '(srv)'}`);
  }
  const card = document.querySelectorAll('#productList .product-card')[8];
  out.push(`card9=${card ? Math.round(card.getBoundingClientRect().top) : 'none'}`);
  return out.join(' ');
}, undefined as never);
for (const path of [process.argv[2] ?? '/cs/category/lamps?page=1&loadedPages=3']) {
  for (let run = 0; run < 1; run += 1) {
    await shopper.goto(origin + path);
    await new Promise((r) => setTimeout(r, 3000));
    await shopper.evaluate(() => document.querySelectorAll('#productList .product-card__link')[8]?.scrollIntoView({ block: 'center' }), undefined as never);
    await new Promise((r) => setTimeout(r, 500));
    await shopper.evaluate(() => { const w = window as any; w.__mark = 1; w.__log = [];
      addEventListener('scroll', () => w.__log.push(`scroll ${scrollY} t=${Math.round(performance.now())}`));
      addEventListener('pageshow', (e) => w.__log.push(`pageshow ${(e as PageTransitionEvent).persisted} y=${scrollY} t=${Math.round(performance.now())}`));
      addEventListener('pagehide', (e) => w.__log.push(`pagehide y=${scrollY} t=${Math.round(performance.now())}`));
      const origScrollTo = window.scrollTo.bind(window); (window as any).scrollTo = (...a: any[]) => { w.__log.push('scrollTo ' + JSON.stringify(a) + new Error().stack); return origScrollTo(...a); };
      const origFocus = HTMLElement.prototype.focus; HTMLElement.prototype.focus = function (this: HTMLElement, o?: any) { w.__log.push('focus ' + this.id + ' ' + JSON.stringify(o)); return origFocus.call(this, o); };
    }, undefined as never);
    console.log('left  ', await snap());
    await shopper.goto(origin + '/cs/product/1');
    await shopper.back();
    for (let i = 0; i < 4; i += 1) { console.log('back', i, await snap()); await new Promise((r) => setTimeout(r, 400)); }
  }
}
console.log(await shopper.evaluate(() => (window as any).__log.join('\n'), undefined as never));
await browser.close();
