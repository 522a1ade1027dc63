import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES } from './languages.ts';
import {
  loginPath,
  UPDATED_CART_PARAM,
  USER_TOOLS_TARGETS,
  userToolsIncludePath,
} from './storefront-paths.ts';

describe('languages', () => {
  it('lists the ten shop languages with cs as the default', () => {
    assert.deepEqual([...SUPPORTED_LANGUAGES], ['cs', 'en', 'de', 'sk', 'ru', 'es', 'hu', 'pl', 'fr', 'it']);
    assert.equal(DEFAULT_LANGUAGE, 'cs');
  });

  it('tells supported languages from others', () => {
    assert.equal(isSupportedLanguage('sk'), true);
    assert.equal(isSupportedLanguage('ko'), false);
    assert.equal(isSupportedLanguage('CS'), false);
  });
});

describe('storefront paths', () => {
  it('builds the user-tools include path /qf/{lang}/ramjet/include', () => {
    assert.equal(userToolsIncludePath('cs'), '/qf/cs/ramjet/include');
    assert.equal(userToolsIncludePath('de'), '/qf/de/ramjet/include');
  });

  it('builds the login path /qf/{lang}/ramjet/performLogin', () => {
    assert.equal(loginPath('en'), '/qf/en/ramjet/performLogin');
  });

  it('refuses an unsupported language', () => {
    assert.throws(() => loginPath('../x' as 'cs'), RangeError);
    assert.throws(() => userToolsIncludePath('xx' as 'cs'), RangeError);
  });

  it('names the user-tools targets and the updated-cart flag', () => {
    assert.deepEqual([...USER_TOOLS_TARGETS], ['userMenu', 'userLists', 'userListsRwd']);
    assert.equal(UPDATED_CART_PARAM, 'updatedCart');
  });
});
