import { expect } from 'chai';
import sinon from 'sinon';
import { engineConfigFrom } from './engine-config.ts';
import { partialUpdate, simplePartialUpdate } from './partial-update.ts';
import { absoluteUrl } from './test-support/absolute-url.ts';
import { HTML_HEADERS, useEngineFixture } from './test-support/engine-fixture.ts';

describe('partialUpdate: focus, forms, uploads, history and announcements', () => {
  const engine = useEngineFixture();
  const { lastRequest } = engine;
  const html = HTML_HEADERS;

  it('keeps focus and caret on the element with the same id after the swap', async () => {
    const inner = document.getElementById('inner') as HTMLElement;
    inner.innerHTML = '<input id="q" value="boots">';
    const input = document.getElementById('q') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 2);
    const done = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<div id="inner"><input id="q" value="boots"><p>3 results</p></div>');
    await done;
    const fresh = document.getElementById('q') as HTMLInputElement;
    expect(fresh).not.to.equal(input);
    expect(document.activeElement).to.equal(fresh);
    expect(fresh.selectionStart).to.equal(2);
  });

  it('never runs scripts that come with the swapped markup', async () => {
    (window as unknown as { swappedScriptRan?: boolean }).swappedScriptRan = false;
    const done = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<div id="inner"><script>window.swappedScriptRan = true</script></div>');
    await done;
    expect((window as unknown as { swappedScriptRan?: boolean }).swappedScriptRan).to.equal(false);
  });

  it('marks the container busy while the request runs', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x' });
    expect(document.getElementById('inner')?.getAttribute('aria-busy')).to.equal('true');
    engine.answer('<div id="inner">x</div>');
    await done;
    expect(document.getElementById('inner')?.hasAttribute('aria-busy')).to.equal(false);
  });

  it('posts a form form-encoded, strips formId and sends the CSRF token of the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'tok123';
    document.head.append(meta);
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="formId" value="f1"><input name="frm.email" value="a@b.cz"><button name="save" value="1">Save</button>';
    engine.fixture.append(form);
    const done = partialUpdate(
      { target: 'inner', url: '/cs/ucet' },
      { form, submitter: form.querySelector('button') },
    );
    const request = lastRequest();
    expect(request.method).to.equal('POST');
    const body = new URLSearchParams(request.requestBody as unknown as string);
    expect([...body]).to.deep.equal([
      ['frm.email', 'a@b.cz'],
      ['save', '1'],
    ]);
    expect(request.requestHeaders['X-CSRF-Token']).to.equal('tok123');
    request.respond(200, html, '<div id="inner">saved</div>');
    await done;
    meta.remove();
  });

  it('blocks a refresh of a region holding a changed form and calls the detection callback', async () => {
    const detection = sinon.spy();
    const config = engineConfigFrom(null, { formsChangesDetection: detection });
    const form = document.createElement('form');
    form.className = 'changed';
    document.getElementById('inner')?.append(form);
    form.dispatchEvent(new Event('change', { bubbles: true }));
    const result = await partialUpdate({ target: 'outer', url: '/x' }, { config });
    expect(result.status).to.equal('blocked');
    expect(engine.server.requests).to.have.length(0);
    expect(detection.calledOnce).to.equal(true);
  });
  it('only logs failures in the simpler layer', async () => {
    const log = sinon.stub(console, 'error');
    const done = simplePartialUpdate({ target: 'inner', url: '/x' });
    lastRequest().respond(503, html, 'busy');
    expect(await done).to.equal(null);
    expect(log.firstCall.args[0].message).to.equal('Server returned HTTP: 503 (no partial update performed)');
    expect(await simplePartialUpdate({ target: 'gone', url: '/x' })).to.equal(null);
    expect(log.secondCall.args[0].message).to.equal(
      'Cannot perform partial update of the container id gone is not present.',
    );
  });

  it('pushes the address with pu when the requested target differs from the global target', async () => {
    const push = sinon.stub(history, 'pushState');
    const done = partialUpdate({ target: 'inner', url: '/cs/list?page=3', alterHistory: true });
    engine.answer('<div id="inner">3</div>');
    await done;
    // The page keeps its own address; the region's address travels in pu.
    const pushed = new URL(String(push.firstCall.args[2]), location.origin);
    expect(pushed.pathname).to.equal(location.pathname);
    expect(JSON.parse(pushed.searchParams.get('pu') ?? '{}')).to.deep.equal({
      requestTarget: 'inner',
      target: 'inner',
      url: '/cs/list?page=3',
    });
  });

  it('replaces instead of pushing with historyReplaceState, and records the plain address for the global target', async () => {
    const push = sinon.stub(history, 'pushState');
    const replace = sinon.stub(history, 'replaceState');
    const done = partialUpdate({
      target: 'outer',
      url: '/cs/list?page=4',
      alterHistory: true,
      historyReplaceState: true,
    });
    engine.answer('<div id="outer">4</div>');
    await done;
    expect(push.called).to.equal(false);
    expect(String(replace.lastCall.args[2])).to.equal(absoluteUrl('/cs/list?page=4'));
  });

  it('sends a form with files as multipart, reports upload progress and upload completion', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input type="file" name="photo" multiple><input name="title" value="Boots">';
    engine.fixture.append(form);
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(new File(['a'], 'a.png', { type: 'image/png' }));
    files.items.add(new File(['b'], 'b.png', { type: 'image/png' }));
    input.files = files.files;
    const progress = sinon.spy();
    const uploaded = sinon.spy();
    engine.fixture.addEventListener('fg:upload-progress', progress);
    form.addEventListener('uploadcomplete', uploaded);
    const done = partialUpdate({ target: 'inner', url: '/upload' }, { form });
    const request = lastRequest();
    const body = request.requestBody as unknown as FormData;
    expect(body).to.be.instanceOf(FormData);
    expect(body.getAll('photo[]').map((file) => (file as File).name)).to.deep.equal(['a.png', 'b.png']);
    expect(body.get('title')).to.equal('Boots');
    (request as unknown as { uploadProgress(p: { loaded: number; total: number }): void }).uploadProgress({
      loaded: 50,
      total: 100,
    });
    expect(progress.lastCall.args[0].detail).to.deep.equal({ loaded: 50, total: 100, percent: 50 });
    request.respond(200, html, '<div id="inner">uploaded</div>');
    await done;
    expect(uploaded.calledOnce).to.equal(true);
  });

  it('removes the container widget data after the request when asked to', async () => {
    const outer = document.getElementById('outer') as HTMLElement;
    outer.setAttribute('data-pu-data', 'once=1');
    const done = partialUpdate({
      target: 'inner',
      url: '/x',
      containerId: 'outer',
      removeContainerWidgetData: true,
    });
    engine.answer('<div id="inner">x</div>');
    await done;
    expect(outer.hasAttribute('data-pu-data')).to.equal(false);
  });
  it('remembers the address of a paginated region in the history state', async () => {
    history.replaceState(null, '');
    const done = partialUpdate({ target: 'inner', url: '/cs/novinky?page=4', rememberPagination: true });
    engine.answer('<div id="inner">page 4</div>');
    await done;
    expect(history.state.fgPagination.inner).to.equal('/cs/novinky?page=4');
    history.replaceState(null, '');
  });
  it("announces the update politely, in the page language or by the region's own text", async () => {
    // The ten texts and the announcer are lazy chunks that arrive in real time: loaded first, the
    // fake clock alone decides when the announcement is made. An announcement an earlier test left
    // pending is on a native timer: the fake clearTimeout must clear it too, or it lands late.
    await Promise.all([engineConfigFrom(null).updatedMessage([]), import('./announcer.ts')]);
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout'],
      shouldClearNativeTimers: true,
    });
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'de';
    const done = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<div id="inner">x</div>');
    await done;
    await clock.tickAsync(200);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).to.equal('Inhalt aktualisiert');
    const again = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<div id="inner" data-pu-announce="3 produkty">x</div>');
    await again;
    await clock.tickAsync(200);
    expect(live?.textContent).to.equal('3 produkty');
    document.documentElement.lang = lang;
    clock.restore();
  });
  it('leaves the address alone when a region answers with PU-Requested-Url and no history was asked for', async () => {
    const push = sinon.stub(history, 'pushState');
    const replace = sinon.stub(history, 'replaceState');
    const form = document.createElement('form');
    form.innerHTML = '<textarea name="codes">SF-0001</textarea>';
    engine.fixture.append(form);
    const done = partialUpdate({ target: 'inner', url: '/cs/seznamy/1/import' }, { form });
    lastRequest().respond(
      200,
      { ...html, 'PU-Requested-Url': '/cs/seznamy/1' },
      '<div id="inner">started</div>',
    );
    await done;
    expect(push.called || replace.called).to.equal(false);
    expect(document.getElementById('inner')?.textContent).to.equal('started');
  });

  it('records the address the server names in PU-Requested-Url for the global target, also for a form post', async () => {
    const push = sinon.stub(history, 'pushState');
    const form = document.createElement('form');
    form.innerHTML = '<input name="product" value="7">';
    engine.fixture.append(form);
    const done = partialUpdate({ target: 'outer', url: '/cs/porovnani/pridat' }, { form });
    lastRequest().respond(
      200,
      { ...html, 'PU-Requested-Url': '/cs/porovnani' },
      '<div id="outer">compare</div>',
    );
    await done;
    expect(String(push.firstCall.args[2])).to.equal(absoluteUrl('/cs/porovnani'));
  });
});
