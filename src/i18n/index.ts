export type { Catalogue } from './catalogue.ts';
export { paginationText } from './pagination-texts.ts';
export { resolveLang } from './resolve-lang.ts';
export { normalizeLang, translate } from './translate.ts';
export { messagesOrNone, type Translate, translateWithOverrides } from './translate-with-overrides.ts';
