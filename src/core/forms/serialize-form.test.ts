import { expect } from 'chai';
import { placeMarkup, removePlacedMarkup } from '../test-support/placed-markup.ts';
import { serializeForm } from './serialize-form.ts';

let host: HTMLElement;

function render(html: string): HTMLElement {
  host = placeMarkup(html);
  return host;
}

function form(): HTMLFormElement {
  const found = host.querySelector('form');
  if (!found) throw new Error('fixture has no form');
  return found;
}

function byId<T extends HTMLElement>(id: string): T {
  const found = host.querySelector<T>(`#${CSS.escape(id)}`);
  if (!found) throw new Error(`fixture has no #${id}`);
  return found;
}

function files(input: HTMLInputElement, ...names: string[]): void {
  const transfer = new DataTransfer();
  for (const name of names)
    transfer.items.add(new File([`content of ${name}`], name, { type: 'text/plain' }));
  input.files = transfer.files;
}

/** Entries with files shown by their file name, so they compare as plain pairs. */
function pairs(entries: Array<[string, string | File]>): Array<[string, string]> {
  return entries.map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}

describe('serializeForm', () => {
  afterEach(removePlacedMarkup);

  it('sends name/value pairs in document order as the browser submits them', () => {
    render(`
      <form>
        <input name="q" value="boty">
        <input type="checkbox" name="stock" value="1" checked>
        <input type="checkbox" name="sale" value="1">
        <select name="sort"><option value="price">Price</option><option value="name" selected>Name</option></select>
        <input type="radio" name="size" value="41"><input type="radio" name="size" value="42" checked>
        <textarea name="note">pozor</textarea>
        <input type="hidden" name="page" value="2">
        <input value="nameless">
      </form>
      <input form="outside-owner" name="ignored" value="x">`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['q', 'boty'],
      ['stock', '1'],
      ['sort', 'name'],
      ['size', '42'],
      ['note', 'pozor'],
      ['page', '2'],
    ]);
  });

  it('includes controls associated through the form attribute', () => {
    render(`<form id="f"><input name="a" value="1"></form><input form="f" name="b" value="2">`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('strips every formId field and keeps the others', () => {
    render(`<form>
      <input type="hidden" name="formId" value="basket">
      <input name="qty" value="3">
      <input type="hidden" name="formId" value="again">
    </form>`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([['qty', '3']]);
  });

  it('keeps frm.-prefixed field names exactly as they are', () => {
    render(
      `<form><input name="frm.email" value="a@b.cz"><input name="frm.address.city" value="Brno"></form>`,
    );
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['frm.email', 'a@b.cz'],
      ['frm.address.city', 'Brno'],
    ]);
  });

  it('never sends disabled controls, also those inside a disabled fieldset', () => {
    render(`<form>
      <input name="on" value="1">
      <input name="off" value="2" disabled>
      <select name="offSelect" disabled><option>x</option></select>
      <fieldset disabled><input name="inFieldset" value="3"></fieldset>
      <textarea name="offText" disabled>4</textarea>
    </form>`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([['on', '1']]);
  });

  it('sends no button when there is no submitter', () => {
    render(`<form><input name="a" value="1"><button name="save" value="yes">Save</button>
      <input type="submit" name="go" value="Go"></form>`);
    expect(pairs(serializeForm(form(), null).entries)).to.deep.equal([['a', '1']]);
  });

  it("sends the submitter's name=value in document order and no other button", () => {
    render(`<form>
      <input name="a" value="1">
      <button id="save" name="action" value="save">Save</button>
      <button id="delete" name="action" value="delete">Delete</button>
      <input type="submit" name="other" value="Other">
      <input name="b" value="2">
    </form>`);
    expect(pairs(serializeForm(form(), byId('delete')).entries)).to.deep.equal([
      ['a', '1'],
      ['action', 'delete'],
      ['b', '2'],
    ]);
  });

  it('sends an input type=submit submitter', () => {
    render(`<form><input name="a" value="1"><input id="go" type="submit" name="go" value="Go"></form>`);
    expect(pairs(serializeForm(form(), byId('go')).entries)).to.deep.equal([
      ['a', '1'],
      ['go', 'Go'],
    ]);
  });

  it('sends the name=value of a type=button submitter', () => {
    render(
      `<form><input name="a" value="1"><button type="button" id="more" name="page" value="next">More</button></form>`,
    );
    expect(pairs(serializeForm(form(), byId('more')).entries)).to.deep.equal([
      ['a', '1'],
      ['page', 'next'],
    ]);
  });

  it('sends name.x and name.y for an image submitter', () => {
    render(
      `<form><input name="a" value="1"><input id="img" type="image" name="pos" alt="Go" src="data:,"></form>`,
    );
    expect(pairs(serializeForm(form(), byId('img')).entries)).to.deep.equal([
      ['a', '1'],
      ['pos.x', '0'],
      ['pos.y', '0'],
    ]);
  });

  it('sends nothing for a submitter without a name', () => {
    render(`<form><input name="a" value="1"><button id="anon" value="x">Go</button></form>`);
    expect(pairs(serializeForm(form(), byId('anon')).entries)).to.deep.equal([['a', '1']]);
  });

  it('does not send a disabled submitter', () => {
    render(`<form><input name="a" value="1">
      <button id="off" name="off" value="1" disabled>Off</button>
      <fieldset disabled><button id="fs" type="button" name="fs" value="1">In fieldset</button></fieldset></form>`);
    expect(pairs(serializeForm(form(), byId('off')).entries)).to.deep.equal([['a', '1']]);
    expect(pairs(serializeForm(form(), byId('fs')).entries)).to.deep.equal([['a', '1']]);
  });

  it('is not multipart for a form without file inputs', () => {
    render(`<form method="post"><input name="a" value="1"></form>`);
    expect(serializeForm(form()).multipart).to.equal(false);
  });

  it('is multipart when the form has a file input, even with no file chosen', () => {
    render(`<form><input name="a" value="1"><input type="file" name="doc"></form>`);
    const result = serializeForm(form());
    expect(result.multipart).to.equal(true);
    expect(result.entries.map(([name]) => name)).to.deep.equal(['a', 'doc']);
  });

  it('is multipart when the form declares enctype multipart/form-data', () => {
    render(`<form enctype="multipart/form-data"><input name="a" value="1"></form>`);
    expect(serializeForm(form()).multipart).to.equal(true);
  });

  it("is multipart when the submitter's formenctype asks for it", () => {
    render(
      `<form><input name="a" value="1"><button id="up" formenctype="multipart/form-data">Up</button></form>`,
    );
    expect(serializeForm(form(), byId('up')).multipart).to.equal(true);
    expect(serializeForm(form()).multipart).to.equal(false);
  });

  it('sends the chosen file itself', () => {
    render(`<form><input type="file" id="doc" name="doc"></form>`);
    files(byId('doc'), 'invoice.pdf');
    const [entry] = serializeForm(form()).entries;
    if (!entry) throw new Error('no entry serialized');
    const [name, value] = entry;
    expect(name).to.equal('doc');
    expect(value).to.be.instanceOf(File);
    expect((value as File).name).to.equal('invoice.pdf');
  });

  it('keeps the plain name of a single-file input', () => {
    render(`<form><input type="file" id="doc" name="doc"></form>`);
    files(byId('doc'), 'one.txt');
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([['doc', 'file:one.txt']]);
  });

  it('adds [] to the name of a multiple file input with no file chosen', () => {
    render(`<form><input type="file" id="docs" name="docs" multiple></form>`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([['docs[]', 'file:']]);
  });

  it('adds [] to the name of a multiple file input holding one file', () => {
    render(`<form><input type="file" id="docs" name="docs" multiple></form>`);
    files(byId('docs'), 'one.txt');
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([['docs[]', 'file:one.txt']]);
  });

  it('adds [] to the name of a multiple file input holding several files', () => {
    render(`<form><input name="a" value="1"><input type="file" id="docs" name="docs" multiple></form>`);
    files(byId('docs'), 'one.txt', 'two.txt');
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['a', '1'],
      ['docs[]', 'file:one.txt'],
      ['docs[]', 'file:two.txt'],
    ]);
  });

  it('adds [] to the name of several file inputs sharing a name', () => {
    render(`<form><input type="file" id="p1" name="photo"><input type="file" id="p2" name="photo"></form>`);
    files(byId('p1'), 'a.jpg');
    files(byId('p2'), 'b.jpg');
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['photo[]', 'file:a.jpg'],
      ['photo[]', 'file:b.jpg'],
    ]);
  });

  it('does not add a second [] to a name that already ends with []', () => {
    render(`<form><input type="file" id="docs" name="docs[]" multiple></form>`);
    files(byId('docs'), 'one.txt', 'two.txt');
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['docs[]', 'file:one.txt'],
      ['docs[]', 'file:two.txt'],
    ]);
  });

  it('leaves text fields that share a name with nothing appended', () => {
    render(`<form><input name="tag" value="a"><input name="tag" value="b"></form>`);
    expect(pairs(serializeForm(form()).entries)).to.deep.equal([
      ['tag', 'a'],
      ['tag', 'b'],
    ]);
  });
});
