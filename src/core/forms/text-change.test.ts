import { expect } from 'chai';
import { placeMarkup, removePlacedMarkup } from '../test-support/placed-markup.ts';
import { hasTextValueChanged } from './text-change.ts';

let host: HTMLElement;

function render(html: string): HTMLElement {
  host = placeMarkup(html);
  return host;
}

function field<T extends HTMLInputElement | HTMLTextAreaElement>(selector: string): T {
  const found = host.querySelector<T>(selector);
  if (!found) throw new Error(`fixture has no ${selector}`);
  return found;
}

describe('hasTextValueChanged', () => {
  afterEach(removePlacedMarkup);

  it('is false while the value still equals the default value', () => {
    render(`<input name="q" value="boty">`);
    expect(hasTextValueChanged(field('input'))).to.equal(false);
  });

  it('is true for a value that differs from the default value', () => {
    render(`<input name="q" value="boty">`);
    const input = field<HTMLInputElement>('input');
    input.value = 'kabelky';
    expect(hasTextValueChanged(input)).to.equal(true);
  });

  it('is false for a second change event with the value already handled', () => {
    render(`<input name="q">`);
    const input = field<HTMLInputElement>('input');
    input.value = 'a';
    expect(hasTextValueChanged(input)).to.equal(true);
    expect(hasTextValueChanged(input)).to.equal(false);
  });

  it('compares with the value of the previous handled event, not the default', () => {
    render(`<input name="q" value="start">`);
    const input = field<HTMLInputElement>('input');
    input.value = 'a';
    hasTextValueChanged(input);
    input.value = 'b';
    expect(hasTextValueChanged(input)).to.equal(true);
    input.value = 'start';
    expect(hasTextValueChanged(input), 'back to the default value').to.equal(true);
    expect(hasTextValueChanged(input)).to.equal(false);
  });

  it('does not remember a value it did not handle', () => {
    render(`<input name="q" value="x">`);
    const input = field<HTMLInputElement>('input');
    expect(hasTextValueChanged(input)).to.equal(false);
    input.value = 'y';
    expect(hasTextValueChanged(input)).to.equal(true);
  });

  it('keeps each field apart', () => {
    render(`<input id="a" value="1"><input id="b" value="1">`);
    const a = field<HTMLInputElement>('#a');
    const b = field<HTMLInputElement>('#b');
    a.value = '2';
    b.value = '2';
    expect(hasTextValueChanged(a)).to.equal(true);
    expect(hasTextValueChanged(b)).to.equal(true);
  });

  it('works for textareas', () => {
    render(`<textarea>note</textarea>`);
    const area = field<HTMLTextAreaElement>('textarea');
    expect(hasTextValueChanged(area)).to.equal(false);
    area.value = 'new note';
    expect(hasTextValueChanged(area)).to.equal(true);
    expect(hasTextValueChanged(area)).to.equal(false);
  });
});
