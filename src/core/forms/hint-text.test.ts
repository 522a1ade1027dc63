import { expect } from 'chai';
import { clearHintTexts } from './hint-text.ts';
import { serializeForm } from './serialize-form.ts';

let host: HTMLElement;

function render(html: string): HTMLFormElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const form = host.querySelector('form');
  if (!form) throw new Error('fixture has no form');
  return form;
}

function fieldValue(name: string): string {
  const field = host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!field) throw new Error(`fixture has no field ${name}`);
  return field.value;
}

describe('clearHintTexts', () => {
  afterEach(() => host.remove());

  it('empties a text input whose value equals its data-hint', () => {
    const form = render(`<form><input name="q" value="Hledat…" data-hint="Hledat…"></form>`);
    clearHintTexts(form);
    expect(fieldValue('q')).to.equal('');
  });

  it('keeps a value the visitor typed', () => {
    const form = render(`<form><input name="q" value="Hledat…" data-hint="Hledat…"></form>`);
    const input = form.querySelector('input');
    if (input) input.value = 'boty';
    clearHintTexts(form);
    expect(fieldValue('q')).to.equal('boty');
  });

  it('empties a legacy input with class hint whose value equals its title', () => {
    const form = render(`<form><input name="city" class="field hint" title="Město" value="Město"></form>`);
    clearHintTexts(form);
    expect(fieldValue('city')).to.equal('');
  });

  it('ignores a title without the hint class, and the hint class without a title', () => {
    const form = render(`<form>
      <input name="a" title="Město" value="Město">
      <input name="b" class="hint" value="Město">
    </form>`);
    clearHintTexts(form);
    expect(fieldValue('a')).to.equal('Město');
    expect(fieldValue('b')).to.equal('Město');
  });

  it('prefers data-hint over the legacy title', () => {
    const form = render(
      `<form><input name="a" class="hint" title="Other" data-hint="Hint" value="Other"></form>`,
    );
    clearHintTexts(form);
    expect(fieldValue('a')).to.equal('Other');
  });

  it('clears every text-like input type and textareas', () => {
    const types = ['text', 'search', 'email', 'tel', 'url', 'password'];
    const form = render(`<form>
      ${types.map((type) => `<input type="${type}" name="${type}" value="hint" data-hint="hint">`).join('')}
      <textarea name="note" data-hint="hint">hint</textarea>
    </form>`);
    clearHintTexts(form);
    for (const name of [...types, 'note']) expect(fieldValue(name), name).to.equal('');
  });

  it('leaves hidden, checkbox and number fields alone', () => {
    const form = render(`<form>
      <input type="hidden" name="h" value="hint" data-hint="hint">
      <input type="checkbox" name="c" value="hint" data-hint="hint" checked>
      <input type="number" name="n" value="5" data-hint="5">
    </form>`);
    clearHintTexts(form);
    expect(fieldValue('h')).to.equal('hint');
    expect(fieldValue('c')).to.equal('hint');
    expect(fieldValue('n')).to.equal('5');
  });

  it('returns the fields it emptied', () => {
    const form = render(`<form>
      <input name="a" value="A" data-hint="A"><input name="b" value="x" data-hint="B">
    </form>`);
    const cleared = clearHintTexts(form);
    expect(cleared.map((field) => field.name)).to.deep.equal(['a']);
  });

  it('makes the serialized form carry an empty value instead of the hint', () => {
    const form = render(
      `<form><input name="q" value="Hledat…" data-hint="Hledat…"><input name="p" value="1"></form>`,
    );
    clearHintTexts(form);
    expect(serializeForm(form).entries).to.deep.equal([
      ['q', ''],
      ['p', '1'],
    ]);
  });
});
