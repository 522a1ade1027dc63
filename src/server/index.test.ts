import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as server from './index.ts';

describe('storefront-elements/server entry point', () => {
  it('exports every helper of the wire contract', () => {
    const functions = [
      'readPartialUpdateRequest',
      'renderMultiTargetResponse',
      'partialUpdateHeaders',
      'sessionExpiredBody',
      'sessionExpiredHeaders',
      'stripPartialUpdateParams',
      'stripPartialUpdateParamsFromPath',
      'isPartialUpdateMarker',
      'isSameOriginPath',
      'isWidgetId',
      'widgetMarker',
      'userToolsIncludePath',
      'loginPath',
      'isSupportedLanguage',
      'readHeader',
      'readParamValues',
      'isFlagSet',
      'PartialUpdateRequestError',
      'PartialUpdateResponseError',
    ] as const;
    const exported: Record<string, unknown> = { ...server };
    for (const name of functions) assert.equal(typeof exported[name], 'function', name);
  });

  it('also exports the live-validation and encrypted-submission helpers', () => {
    assert.equal(typeof server.answerValidation, 'function');
    assert.equal(typeof server.readValidationRequest, 'function');
    assert.equal(typeof server.decryptField, 'function');
    assert.equal(typeof server.createEncryptionKeyPair, 'function');
  });

  it('exports the header and parameter names', () => {
    assert.equal(server.PU_REQUEST_HEADER, 'PU-Request');
    assert.equal(server.PU_TARGET_PARAM, '_pu_target');
    assert.equal(server.MULTI_TARGET_DELIMITER, '<!--pu:delimiters-->');
  });

  it('gives server markup the share links and the library texts a component later takes over', () => {
    const links = server.shareLinks(new URL('https://shop.example/cs/p?id=1&x=a b'), 'Lampa', 'Podívej');
    assert.deepEqual(
      links.map((link) => link.network),
      ['facebook', 'x', 'linkedin', 'email'],
    );
    assert.equal(
      links[0]?.href,
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://shop.example/cs/p?id=1&x=a%20b')}`,
    );
    assert.equal(server.libraryText('de', 'socialShare.facebook'), 'Auf Facebook teilen');
  });
});
