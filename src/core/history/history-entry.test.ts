import { expect } from 'chai';
import { serializeHistoryEntry } from './history-entry.ts';

describe('history entries', () => {
  it('serializes requestTarget, target and url in that order', () => {
    expect(serializeHistoryEntry({ url: '/x', target: 'a', requestTarget: 'b' })).to.equal(
      '{"requestTarget":"b","target":"a","url":"/x"}',
    );
  });
});
