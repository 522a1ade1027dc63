import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { ContainerMissingError, InvalidSettingError } from '../errors.ts';
import { partialUpdate } from '../partial-update.ts';
import { INNER_AND_SIDE_ANSWER, rejectionOf, useEngineFixture } from '../test-support/engine-fixture.ts';
import { swapModeOf } from './swap-modes.ts';

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

describe('swap mode morph', () => {
  const engine = useEngineFixture();

  /** Runs an update of `target` answered with `body`; `options` are the trigger's settings. */
  const update = async (target: string, body: string, options: Record<string, unknown> = {}) => {
    const done = partialUpdate({ target, url: '/x', ...options });
    engine.answer(body);
    return done;
  };

  it('keeps the region and its unchanged nodes, and changes what the answer changed', async () => {
    const inner = byId('inner');
    inner.innerHTML = '<p id="kept">old</p><p>gone</p>';
    const kept = byId('kept');
    const result = await update(
      'inner',
      '<div id="inner" class="new"><p id="kept">new</p><span>added</span></div>',
      {
        swap: 'morph',
      },
    );
    expect(byId('inner')).to.equal(inner);
    expect(result.elements).to.deep.equal([inner]);
    expect(byId('kept')).to.equal(kept);
    expect(inner.outerHTML).to.equal(
      '<div id="inner" class="new"><p id="kept">new</p><span>added</span></div>',
    );
  });

  it('replaces by default, and when the trigger says replace over the region’s own morph', async () => {
    const inner = byId('inner');
    await update('inner', '<div id="inner">x</div>');
    expect(byId('inner')).not.to.equal(inner);
    const second = byId('inner');
    second.setAttribute('data-pu-swap', 'morph');
    await update('inner', '<div id="inner" data-pu-swap="morph">y</div>', { swap: 'replace' });
    expect(byId('inner')).not.to.equal(second);
  });

  it('morphs a region that declares data-pu-swap="morph" (or data-partial-update-swap) itself', async () => {
    for (const attribute of ['data-pu-swap', 'data-partial-update-swap']) {
      const inner = byId('inner');
      inner.setAttribute(attribute, 'morph');
      await update('inner', `<div id="inner" ${attribute}="morph">${attribute}</div>`);
      expect(byId('inner')).to.equal(inner);
      expect(inner.textContent).to.equal(attribute);
      inner.removeAttribute(attribute);
    }
  });

  it('keeps focus, the typed text, caret and selection of the field being typed in', async () => {
    const inner = byId('inner');
    inner.innerHTML = '<input id="q" value="bo"><textarea id="note">a</textarea>';
    const input = byId<HTMLInputElement>('q');
    input.focus();
    input.value = 'boots';
    input.setSelectionRange(1, 3, 'backward');
    await update(
      'inner',
      '<div id="inner"><p>12 results</p><input id="q" value="bo"><textarea id="note">b</textarea></div>',
      {
        swap: 'morph',
      },
    );
    expect(byId('q')).to.equal(input);
    expect(document.activeElement).to.equal(input);
    expect(input.value).to.equal('boots');
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).to.deep.equal([
      1,
      3,
      'backward',
    ]);
    expect(byId<HTMLTextAreaElement>('note').value).to.equal(
      'b',
      'a field not being typed in takes the new value',
    );
    expect(inner.querySelector('p')?.textContent).to.equal('12 results');
  });

  it('keeps scroll positions: of a scrolled box in the region, and of the page (no scroll to the region)', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
    try {
      const inner = byId('inner');
      const list =
        '<div id="list" style="height: 40px; overflow: auto"><div style="height: 400px">items</div></div>';
      inner.innerHTML = `${list}<div style="height: 2000px"></div>`;
      byId('list').scrollTop = 120;
      window.scrollTo(0, byId('outer').getBoundingClientRect().top + window.scrollY + 1000);
      const pageY = window.scrollY;
      await update('inner', `<div id="inner">${list}<div style="height: 2000px"></div><p>more</p></div>`, {
        swap: 'morph',
      });
      await clock.tickAsync(1000);
      expect(byId('list').scrollTop).to.equal(120);
      expect(window.scrollY).to.equal(pageY);
      // The replace swap of the same region scrolls up to it: the check above can fail.
      await update('inner', `<div id="inner">${list}<div style="height: 2000px"></div></div>`);
      await clock.tickAsync(1000);
      expect(window.scrollY).to.be.below(pageY);
    } finally {
      clock.restore();
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('keeps an open <details> open, and opens one the answer opens', async () => {
    const inner = byId('inner');
    inner.innerHTML =
      '<details id="a"><summary>A</summary>a</details><details id="b"><summary>B</summary>b</details>';
    byId<HTMLDetailsElement>('a').open = true;
    await update(
      'inner',
      '<div id="inner"><details id="a"><summary>A</summary>a2</details><details id="b" open><summary>B</summary>b</details></div>',
      { swap: 'morph' },
    );
    expect(byId<HTMLDetailsElement>('a').open).to.equal(true);
    expect(byId<HTMLDetailsElement>('b').open).to.equal(true);
    expect(byId('a').textContent).to.equal('Aa2');
  });

  it('keeps a running CSS transition running', async () => {
    const style = document.createElement('style');
    style.textContent = '.fade { transition: opacity 100s linear } .fade.on { opacity: 0 }';
    document.head.append(style);
    try {
      const inner = byId('inner');
      inner.innerHTML = '<p id="fade" class="fade">x</p>';
      const fade = byId('fade');
      getComputedStyle(fade).opacity;
      fade.classList.add('on');
      getComputedStyle(fade).opacity;
      const [running] = fade.getAnimations();
      expect(running?.playState).to.equal('running');
      await update('inner', '<div id="inner"><p id="fade" class="fade on">y</p></div>', { swap: 'morph' });
      expect(byId('fade')).to.equal(fade);
      expect(fade.getAnimations()).to.deep.equal([running]);
      expect(running?.playState).to.equal('running');
      await update('inner', '<div id="inner"><p id="fade" class="fade on">z</p></div>');
      expect(byId('fade').getAnimations(), 'a replaced element starts without it').to.deep.equal([]);
    } finally {
      style.remove();
    }
  });

  it('morphs and replaces per target in one multi-target update, all after one lookup', async () => {
    const inner = byId('inner');
    const side = byId('side');
    const body = INNER_AND_SIDE_ANSWER;
    await update('inner+side', body, { swap: 'inner:morph' });
    expect(byId('inner')).to.equal(inner);
    expect(byId('side')).not.to.equal(side);
    expect([byId('inner').textContent, byId('side').textContent]).to.deep.equal(['i', 's']);
    const newSide = byId('side');
    await update('inner+side', body, { swap: 'morph inner:replace' });
    expect(byId('inner')).not.to.equal(inner);
    expect(byId('side')).to.equal(newSide);
  });

  it('fires the swap events and announces the update as a replace does', async () => {
    // The announcer is a lazy chunk that arrives in real time: loaded first, the fake clock alone
    // decides when the announcement is made.
    await import('../announcer.ts');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const events: string[] = [];
    const inner = byId('inner');
    const record = (event: Event) =>
      events.push(`${event.type} ${(event.target as Element).id} ${(event as CustomEvent).detail.targetId}`);
    document.addEventListener('fg:pu-before-replace', record);
    document.addEventListener('fg:pu-after-replace', record);
    try {
      await update('inner', '<div id="inner" data-pu-announce="Košík změněn">x</div>', { swap: 'morph' });
      // The announcement is made after its short delay (announcer.ts), from the morphed region's text.
      await clock.tickAsync(200);
    } finally {
      clock.restore();
      document.removeEventListener('fg:pu-before-replace', record);
      document.removeEventListener('fg:pu-after-replace', record);
    }
    expect(events).to.deep.equal(['fg:pu-before-replace inner inner', 'fg:pu-after-replace inner inner']);
    expect(byId('inner')).to.equal(inner);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).to.equal('Košík změněn');
  });

  it('never runs a script of the answer, and keeps its data blocks', async () => {
    const ran = window as unknown as { morphScriptRan?: number };
    ran.morphScriptRan = 0;
    byId('inner').innerHTML = '<p id="p1">x</p>';
    await update(
      'inner',
      `<div id="inner"><p id="p1">y</p><script>window.morphScriptRan += 1</script>
        <div><script type="text/javascript">window.morphScriptRan += 1</script></div>
        <script id="s1" type="module">window.morphScriptRan += 1</script>
        <script type="application/ld+json">{"@type": "Product"}</script>
        <script type="text/plain" data-consent="marketing">window.morphScriptRan += 1</script></div>`,
      { swap: 'morph' },
    );
    expect(ran.morphScriptRan).to.equal(0);
    // A runnable script is not in the page at all, so it cannot run later (a module) either.
    const kept = [...byId('inner').querySelectorAll('script')].map((script) => script.type);
    expect(kept).to.deep.equal(['application/ld+json', 'text/plain']);
  });

  it('refuses an unknown mode before anything is swapped', async () => {
    const inner = byId('inner');
    let error: unknown;
    try {
      await update('inner', '<div id="inner">x</div>', { swap: 'morf' });
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(InvalidSettingError);
    expect(byId('inner')).to.equal(inner);
    expect(inner.textContent).to.equal('old inner');
  });

  it('swaps nothing when a region is gone, as a replace', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x', swap: 'morph' });
    byId('side').remove();
    engine.answer(INNER_AND_SIDE_ANSWER);
    const error = await rejectionOf(done);
    expect(error).to.be.instanceOf(ContainerMissingError);
    expect(byId('inner').textContent).to.equal('old inner');
  });
});

describe('swapModeOf', () => {
  it('reads a mode, a mode per target, and ids holding a colon', () => {
    expect(swapModeOf('morph', 'a')).to.equal('morph');
    expect(swapModeOf(' replace ', 'a')).to.equal('replace');
    expect(swapModeOf(undefined, 'a')).to.equal(undefined);
    expect(swapModeOf('b:morph', 'a')).to.equal(undefined);
    expect(swapModeOf('b:morph a:replace', 'a')).to.equal('replace');
    expect(swapModeOf('a:morph replace', 'a')).to.equal('morph');
    expect(swapModeOf('shop:basket:morph', 'shop:basket')).to.equal('morph');
    expect(swapModeOf('morph,side:replace', 'side')).to.equal('replace');
  });

  it('gives a mode, nothing, or InvalidSettingError for any value', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z][\w:.-]{0,8}$/), (value, id) => {
        try {
          expect([undefined, 'replace', 'morph']).to.include(swapModeOf(value, id));
        } catch (error) {
          expect(error).to.be.instanceOf(InvalidSettingError);
        }
      }),
    );
    for (const bad of ['morf', ':morph', 'a:', 'morph x:y'])
      expect(() => swapModeOf(bad, 'a'), bad).to.throw(InvalidSettingError);
  });
});
