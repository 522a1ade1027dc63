/**
 * The pagination texts (docs/pagination.md): 'Load more' and 'loading' in its 9 languages (cs, en, de,
 * es, it, ru, ko, zh, ja) and in the other shop languages of the catalogues (sk, hu, pl, fr), so no
 * shop language falls back; English for any other language. Kept apart from the component
 * catalogues: the pagination behaviour needs only these two texts.
 */
import { primaryLanguage } from './primary-language.ts';
export type PaginationTextKey = 'loadMore' | 'loading';

const PAGINATION_TEXTS: Readonly<Record<string, Readonly<Record<PaginationTextKey, string>>>> = {
  cs: { loadMore: 'Načíst další', loading: 'Načítám…' },
  en: { loadMore: 'Load more', loading: 'loading' },
  de: { loadMore: 'Mehr laden', loading: 'Wird geladen…' },
  es: { loadMore: 'Cargar más', loading: 'Cargando…' },
  it: { loadMore: 'Carica altro', loading: 'Caricamento…' },
  ru: { loadMore: 'Загрузить ещё', loading: 'Загрузка…' },
  ko: { loadMore: '더 보기', loading: '로딩 중…' },
  zh: { loadMore: '加载更多', loading: '加载中…' },
  ja: { loadMore: 'もっと見る', loading: '読み込み中…' },
  sk: { loadMore: 'Načítať ďalšie', loading: 'Načítava sa…' },
  hu: { loadMore: 'Továbbiak betöltése', loading: 'Betöltés…' },
  pl: { loadMore: 'Wczytaj więcej', loading: 'Wczytywanie…' },
  fr: { loadMore: 'Charger plus', loading: 'Chargement…' },
};

const PAGINATION_DEFAULT_LANG = 'en';

export function paginationText(lang: string | null | undefined, key: PaginationTextKey): string {
  const primary = primaryLanguage(lang);
  const texts = PAGINATION_TEXTS[primary] ?? PAGINATION_TEXTS[PAGINATION_DEFAULT_LANG]!;
  return texts[key];
}
