/** Texts of the popup frame per page language (cs default). */
export interface PopupTexts {
  close: string;
  loading: string;
}

const TEXTS: Record<string, PopupTexts> = {
  cs: { close: 'Zavřít', loading: 'Načítání…' },
  en: { close: 'Close', loading: 'Loading…' },
  de: { close: 'Schließen', loading: 'Wird geladen…' },
  sk: { close: 'Zavrieť', loading: 'Načítava sa…' },
  ru: { close: 'Закрыть', loading: 'Загрузка…' },
  es: { close: 'Cerrar', loading: 'Cargando…' },
  hu: { close: 'Bezárás', loading: 'Betöltés…' },
  pl: { close: 'Zamknij', loading: 'Ładowanie…' },
  fr: { close: 'Fermer', loading: 'Chargement…' },
  it: { close: 'Chiudi', loading: 'Caricamento…' },
};

export function popupTexts(lang: string): PopupTexts {
  return TEXTS[lang] ?? (TEXTS.cs as PopupTexts);
}
