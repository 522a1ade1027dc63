import { expect } from 'chai';
import { partialUpdate } from '../partial-update.ts';
import { until } from '../test-support/waits.ts';

const text = (id: string) => document.getElementById(id)?.textContent;

describe('a multi-target answer streamed by a real server', () => {
  let fixture: HTMLElement;

  beforeEach(() => {
    fixture = document.createElement('div');
    fixture.innerHTML = '<div id="inner">old inner</div><div id="side">old side</div>';
    document.body.append(fixture);
  });

  afterEach(() => fixture.remove());

  it('swaps the region that has arrived while the server still holds the other back', async () => {
    const key = String(Math.random()).slice(2);
    const done = partialUpdate({ target: 'inner+side', url: `/__streamed-answer?key=${key}` });
    await until(() => text('inner') === 'I2', 'the first part swapped while the answer is open');
    expect(text('side')).to.equal('old side');
    await fetch(`/__streamed-answer/release?key=${key}`);
    await done;
    expect([text('inner'), text('side')]).to.deep.equal(['I2', 'S2']);
  });
});
