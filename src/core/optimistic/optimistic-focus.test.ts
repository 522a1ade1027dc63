import { expect } from 'chai';
import { useDocumentLanguage } from '../test-support/document-language.ts';
import { flushPromises } from '../test-support/waits.ts';
import { optimisticTestPage } from './test-support/optimistic-page.ts';

/** Where the focus goes when a line that held it is hidden at once, and when it comes back (docs/optimistic.md). */
describe('optimistic updates, the focus of a hidden line', () => {
  useDocumentLanguage('cs');
  const fixture = optimisticTestPage();
  const { el, count, update, focusedId, request } = fixture;

  it('gives focus back to where it was when a hidden line comes back', async () => {
    el('remove-7-button').focus();
    void update('remove-7-button');
    await flushPromises();
    expect(getComputedStyle(el('line-7')).display).to.equal('none');
    expect(count()).to.deep.equal(['Košík (1)', '1']);
    el('remove-7-button').blur();
    request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(el('line-7').getAttribute('style'), 'the line as it was').to.equal(null);
    expect(document.activeElement).to.equal(el('remove-7-button'));
    expect(count()).to.deep.equal(['Košík (3)', '3']);
  });

  it('moves the focus of a hidden line to the next line’s same control at once, and back when it returns', async () => {
    el('remove-7-button').focus();
    void update('remove-7-button');
    await flushPromises();
    expect(getComputedStyle(el('line-7')).display).to.equal('none');
    expect(focusedId(), 'the next line’s remove button').to.equal('remove-8-button');
    request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(focusedId(), 'back on the line shown again').to.equal('remove-7-button');
  });

  it('moves it to the previous line’s control when the last line is hidden, else to the nearest control after', async () => {
    el('remove-8-button').focus();
    void update('remove-8-button');
    await flushPromises();
    expect(focusedId(), 'the previous line’s remove button').to.equal('remove-7-button');
    void update('remove-7-button', 'other');
    await flushPromises();
    expect(focusedId(), 'no line left: the control after the list').to.equal('add-button');
    request(1).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(focusedId()).to.equal('remove-7-button');
  });

  it('leaves the focus where the shopper put it when the hidden line comes back', async () => {
    el('remove-7-button').focus();
    void update('remove-7-button');
    await flushPromises();
    expect(focusedId()).to.equal('remove-8-button');
    el('plain').focus();
    request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(focusedId()).to.equal('plain');
  });
});
