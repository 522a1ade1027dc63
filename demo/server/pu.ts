/**
 * The one place the demo imports the partial-update server helpers from. It points at the source
 * of `storefront-elements/server` so the demo runs without a build; a shop would import the
 * package entry instead.
 */
export {
  answerValidation,
  COOKIE_INFORMATION_PATHS,
  custom,
  DEFAULT_LANGUAGE,
  isSameOriginPath,
  loginPath,
  type MultiTargetPart,
  PARTIAL_UPDATE_CONTENT_TYPE,
  PARTIAL_UPDATE_VARY,
  type PartialUpdateRequest,
  PartialUpdateRequestError,
  PU_REDIRECT_HEADER,
  partialUpdateHeaders,
  readPartialUpdateRequest,
  renderMultiTargetResponse,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  sessionExpiredBody,
  stripPartialUpdateParams,
  UPDATED_CART_PARAM,
  USER_TOOLS_TARGETS,
  userToolsIncludePath,
  VALIDATION_ANSWER_HEADERS,
  ValidationContextStore,
  type ValidationRuleSet,
} from '../../src/server/index.ts';
