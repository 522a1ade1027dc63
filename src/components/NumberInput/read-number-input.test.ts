import { expect } from 'chai';
import { readNumberInput } from './read-number-input.ts';

describe('readNumberInput', () => {
  const serverMarkup = (html: string) => {
    const element = document.createElement('fg-number-input-markup');
    element.innerHTML = html;
    document.body.append(element);
    return element;
  };
  afterEach(() => {
    for (const element of document.querySelectorAll('fg-number-input-markup')) element.remove();
  });

  it('reads the server field: name, id, label and its classes, value and bounds', () => {
    const element = serverMarkup(
      '<label for="q" class="visually-hidden">Množství</label><input id="q" type="number" name="qty" value="2" min="1" max="30" step="1">',
    );
    expect(readNumberInput(element)).to.deep.equal({
      name: 'qty',
      inputId: 'q',
      label: 'Množství',
      labelClass: 'visually-hidden',
      value: 2,
      min: 1,
      max: 30,
      step: 1,
      describedBy: undefined,
    });
  });

  it("keeps the field's description: a message the server tied to it", () => {
    const element = serverMarkup(
      '<input id="q" type="number" name="qty" value="12" aria-describedby="q-note"><p id="q-note">Jen 12 ks</p>',
    );
    expect(readNumberInput(element).describedBy).to.equal('q-note');
  });

  it('keeps what the visitor typed before the component arrived', () => {
    const element = serverMarkup('<input id="q" type="number" name="qty" value="2">');
    (element.querySelector('input') as HTMLInputElement).value = '7';
    expect(readNumberInput(element).value).to.equal(7);
  });

  it('falls back to the server value when the field is empty', () => {
    const element = serverMarkup('<input id="q" type="number" name="qty" value="2">');
    (element.querySelector('input') as HTMLInputElement).value = '';
    expect(readNumberInput(element).value).to.equal(2);
  });
});
