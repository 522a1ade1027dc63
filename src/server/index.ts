/**
 * `storefront-elements/server`: Node helpers that speak the partial-update wire contract, plus the
 * live-validation (`./validation`) and encrypted-submission (`./encryption`) helpers.
 */

// The library's own texts and the share links, for server markup that a component later takes over.
export { translate as libraryText } from '../i18n/translate.ts';
export {
  SHARE_NETWORKS,
  type ShareLink,
  type ShareNetwork,
  shareLinks,
  shareNetworks,
} from '../protocol/share-links.ts';
export * from './constants.ts';
export {
  CONSENT_COOKIE_NAME,
  COOKIE_CONSENT_CSS,
  COOKIE_CONSENT_STYLE_ID,
  type CookieBannerMarkupOptions,
  type CookieConsentTexts,
  cookieBannerDue,
  cookieBannerMarkup,
} from './cookie-banner-markup.ts';
export * from './encryption/index.ts';
export * from './languages.ts';
export { type ChunkTable, chunksForMarkup, chunksThatWait, modulePreloadLinks } from './module-preload.ts';
export { type PartialUpdateHeaderOptions, partialUpdateHeaders } from './partial-update-headers.ts';
export type { PartialUpdateRequest } from './partial-update-request.ts';
export { PartialUpdateRequestError } from './partial-update-request-error.ts';
export { PartialUpdateResponseError } from './partial-update-response-error.ts';
export { readPartialUpdateRequest } from './read-partial-update-request.ts';
export { type MultiTargetPart, renderMultiTargetResponse } from './render-multi-target-response.ts';
export * from './request-input.ts';
export { encodePathForHeader, isSameOriginPath } from './same-origin-path.ts';
export { sessionExpiredBody, sessionExpiredHeaders } from './session-expired-body.ts';
export {
  NEVER_SPECULATED_LINKS,
  NO_SPECULATION_ATTRIBUTE,
  type SpeculationRuleSet,
  type SpeculationRulesOptions,
  speculationRules,
  speculationRulesJson,
  speculationRulesScript,
} from './speculation-rules.ts';
export * from './storefront-paths.ts';
export { type StreamedMultiTargetPart, streamMultiTargetResponse } from './stream-multi-target-response.ts';
export {
  isPartialUpdateMarker,
  stripPartialUpdateParams,
  stripPartialUpdateParamsFromPath,
} from './strip-partial-update-params.ts';
export * from './validation/index.ts';
export { isWidgetId } from './widget-id.ts';
