import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isFlagSet, readHeader, readParamValues } from './request-input.ts';

describe('readHeader', () => {
  it('finds a header in a record whatever its letter case', () => {
    assert.equal(readHeader({ 'pu-request': '1' }, 'PU-Request'), '1');
    assert.equal(readHeader({ 'PU-REQUEST': '1' }, 'pu-request'), '1');
  });

  it('takes the first value of a repeated header', () => {
    assert.equal(readHeader({ 'pu-request': ['1', '0'] }, 'PU-Request'), '1');
  });

  it('reads a fetch Headers object', () => {
    assert.equal(readHeader(new Headers({ 'PU-UI-Event': '1' }), 'pu-ui-event'), '1');
  });

  it('gives undefined for an absent header', () => {
    assert.equal(readHeader({ host: 'shop' }, 'PU-Request'), undefined);
    assert.equal(readHeader({ 'pu-request': undefined }, 'PU-Request'), undefined);
    assert.equal(readHeader(new Headers(), 'PU-Request'), undefined);
  });
});

describe('readParamValues', () => {
  it('reads every value from URLSearchParams', () => {
    assert.deepEqual(readParamValues(new URLSearchParams('a=1&a=2'), 'a'), ['1', '2']);
    assert.deepEqual(readParamValues(new URLSearchParams('b=1'), 'a'), []);
  });

  it('reads strings and string arrays from a record', () => {
    assert.deepEqual(readParamValues({ a: 'x' }, 'a'), ['x']);
    assert.deepEqual(readParamValues({ a: ['x', 'y'] }, 'a'), ['x', 'y']);
    assert.deepEqual(readParamValues({ a: undefined }, 'a'), []);
    assert.deepEqual(readParamValues({}, 'a'), []);
  });

  it('does not read inherited properties of a record', () => {
    assert.deepEqual(readParamValues({}, 'toString'), []);
  });

  it('gives undefined for a value that is not text (a file, a nested object)', () => {
    assert.equal(readParamValues({ a: { nested: '1' } }, 'a'), undefined);
    assert.equal(readParamValues({ a: ['x', 1] }, 'a'), undefined);
    assert.equal(readParamValues({ a: 5 }, 'a'), undefined);
  });
});

describe('isFlagSet', () => {
  it('counts 1 and true in any case, trimmed', () => {
    for (const value of ['1', 'true', 'TRUE', ' 1 ']) assert.equal(isFlagSet(value), true, value);
  });

  it('does not count absent, empty or other values', () => {
    for (const value of [undefined, '', '0', 'false', 'yes'])
      assert.equal(isFlagSet(value), false, String(value));
  });
});
