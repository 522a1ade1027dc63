import { expect } from 'chai';
import { FieldsBeingChanged } from './fields-being-changed.ts';

describe('FieldsBeingChanged', () => {
  let region: HTMLElement;
  beforeEach(() => {
    region = document.createElement('main');
    region.id = 'content';
    region.innerHTML = `
      <form><x-spin id="line-2-spin"><input id="line-2" value="8"></x-spin></form>
      <form><input id="line-3" value="1"></form>`;
    document.body.append(region);
  });
  afterEach(() => region.remove());

  const answer = () => {
    const incoming = document.createElement('main');
    incoming.id = 'content';
    incoming.innerHTML = `
      <form><x-spin id="line-2-spin"><input id="line-2" value="8"></x-spin></form>
      <form><input id="line-3" value="5"></form>`;
    return incoming;
  };

  it("keeps a field changed after the update started, with the component around it, in place of the answer's", () => {
    const fields = new FieldsBeingChanged();
    fields.noteAtStart(['content']);
    const spin = region.querySelector('x-spin');
    (region.querySelector('#line-2') as HTMLInputElement).value = '9';
    const incoming = answer();
    fields.keepInto(region, incoming);
    expect(incoming.querySelector('x-spin')).to.equal(spin);
    expect((incoming.querySelector('#line-2') as HTMLInputElement).value).to.equal('9');
  });

  it("takes the answer's fields where the shopper changed nothing since: the page shows what the server stored", () => {
    const fields = new FieldsBeingChanged();
    fields.noteAtStart(['content']);
    const incoming = answer();
    const theirs = incoming.querySelector('#line-3');
    fields.keepInto(region, incoming);
    expect(incoming.querySelector('#line-3')).to.equal(theirs);
    expect((incoming.querySelector('#line-3') as HTMLInputElement).value).to.equal('5');
  });

  it('keeps nothing for a region no update of which was noted', () => {
    const fields = new FieldsBeingChanged();
    (region.querySelector('#line-2') as HTMLInputElement).value = '9';
    const incoming = answer();
    fields.keepInto(region, incoming);
    expect((incoming.querySelector('#line-2') as HTMLInputElement).value).to.equal('8');
  });

  it('notes the fields of each of many regions in one call, a region gone or without fields among them', () => {
    const shelf = document.createElement('section');
    shelf.id = 'shelf';
    shelf.innerHTML = '<p>No field here</p>';
    region.append(shelf);
    const other = document.createElement('aside');
    other.id = 'other';
    other.innerHTML = '<input id="note" value="a">';
    document.body.append(other);
    try {
      const fields = new FieldsBeingChanged();
      fields.noteAtStart(['shelf', 'content', 'other', 'gone']);
      (region.querySelector('#line-3') as HTMLInputElement).value = '2';
      (other.querySelector('#note') as HTMLInputElement).value = 'b';
      const incoming = answer();
      fields.keepInto(region, incoming);
      expect((incoming.querySelector('#line-3') as HTMLInputElement).value).to.equal('2');
      const theirs = document.createElement('aside');
      theirs.id = 'other';
      theirs.innerHTML = '<input id="note" value="c">';
      fields.keepInto(other, theirs);
      expect((theirs.querySelector('#note') as HTMLInputElement).value).to.equal('b');
    } finally {
      other.remove();
    }
  });

  it('notes a field inside a region within another region for both', () => {
    const inner = document.createElement('div');
    inner.id = 'inner';
    inner.append(region.querySelector('form:last-of-type') as HTMLFormElement);
    region.append(inner);
    const noteBothThenType = (value: string) => {
      const fields = new FieldsBeingChanged();
      fields.noteAtStart(['content', 'inner']);
      (inner.querySelector('#line-3') as HTMLInputElement).value = value;
      return fields;
    };
    const theirInner = document.createElement('div');
    theirInner.id = 'inner';
    theirInner.innerHTML = '<form><input id="line-3" value="5"></form>';
    noteBothThenType('7').keepInto(inner, theirInner);
    expect((theirInner.querySelector('#line-3') as HTMLInputElement).value).to.equal('7');
    // The kept field went with the answer: put it back, as the page had it, for the outer region's turn.
    (inner.querySelector('form') ?? inner.appendChild(document.createElement('form'))).replaceChildren(
      theirInner.querySelector('#line-3') as HTMLInputElement,
    );
    const fields = noteBothThenType('6');
    const incoming = answer();
    fields.keepInto(region, incoming);
    expect((incoming.querySelector('#line-3') as HTMLInputElement).value).to.equal('6');
  });
});
