// A page of its own: nothing here imports React, so the test can watch when it is fetched.
import { expect } from 'chai';
import { settle, until } from '../src/core/test-support/waits.ts';
import { registerComponent, startAutoloader } from './tag-autoloader.ts';

const reactRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/__react-esm\/react(-dom)?[-.]/.test(name) || name.includes('react-dom'));

describe('autoloader and React', () => {
  it('fetches React only when the first React element appears', async () => {
    registerComponent('TestLazy', () => import('./test-support/fg-test-lazy.ts'));
    const root = document.createElement('div');
    root.innerHTML = '<p>No components here.</p><fg-partial-update></fg-partial-update>';
    document.body.append(root);
    const stop = startAutoloader(root);
    try {
      await settle();
      expect(reactRequests()).to.deep.equal([]);
      root.insertAdjacentHTML('beforeend', '<div id="late" data-component="TestLazy"></div>');
      await until(() => root.querySelector('#late .lazy') !== null, 'the late element rendered');
      expect(reactRequests()).to.not.deep.equal([]);
    } finally {
      stop();
      root.remove();
    }
  });
});
