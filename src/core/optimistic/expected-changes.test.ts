import { expect } from 'chai';
import sinon from 'sinon';
import { parseExpectedChanges } from './expected-changes.ts';

describe('data-optimistic, read', () => {
  afterEach(() => sinon.restore());

  it('reads each change: an operation, then the selector of what it changes', () => {
    expect(
      parseExpectedChanges(
        '+1 #userMenu .user-menu__basket; remove #line-7;toggle:aria-pressed; toggle:.is-on #b ; -12 [data-count] ; template; template:added #note',
      ),
    ).to.deep.equal([
      { operation: { kind: 'count', by: 1 }, selector: '#userMenu .user-menu__basket' },
      { operation: { kind: 'remove' }, selector: '#line-7' },
      { operation: { kind: 'toggle-attribute', name: 'aria-pressed' }, selector: null },
      { operation: { kind: 'toggle-class', name: 'is-on' }, selector: '#b' },
      { operation: { kind: 'count', by: -12 }, selector: '[data-count]' },
      { operation: { kind: 'template', id: null }, selector: null },
      { operation: { kind: 'template', id: 'added' }, selector: '#note' },
    ]);
  });

  it('reads a count by a field of the trigger’s form: +[NAME], -[NAME]', () => {
    expect(
      parseExpectedChanges('+[quantity] #userMenu .count; -[line-qty]; +[quantity[7]] #b'),
    ).to.deep.equal([
      { operation: { kind: 'count-of-field', sign: 1, field: 'quantity' }, selector: '#userMenu .count' },
      { operation: { kind: 'count-of-field', sign: -1, field: 'line-qty' }, selector: null },
      { operation: { kind: 'count-of-field', sign: 1, field: 'quantity[7]' }, selector: '#b' },
    ]);
  });

  it('leaves out, logged, a field reference that names no field', () => {
    const logged = sinon.stub(console, 'error');
    expect(parseExpectedChanges('+[] #x; +[quantity #y; [quantity]; *[quantity]; +quantity')).to.deep.equal(
      [],
    );
    expect(logged.callCount).to.equal(5);
  });

  it('leaves out, logged, what names no operation — an event handler attribute among them', () => {
    const logged = sinon.stub(console, 'error');
    expect(parseExpectedChanges('explode #x; toggle:onclick; +1.5 #y; ; +2')).to.deep.equal([
      { operation: { kind: 'count', by: 2 }, selector: null },
    ]);
    expect(logged.callCount).to.equal(3);
  });
});
