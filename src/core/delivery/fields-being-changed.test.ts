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
});
