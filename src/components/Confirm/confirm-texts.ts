/** Default confirm dialog texts per page language; cs gives 'Potvrzení', 'Ano', 'Ne' (docs/popups.md). */
export interface ConfirmTexts {
  title: string;
  confirm: string;
  decline: string;
}

const TEXTS: Record<string, ConfirmTexts> = {
  cs: { title: 'Potvrzení', confirm: 'Ano', decline: 'Ne' },
  en: { title: 'Confirmation', confirm: 'Yes', decline: 'No' },
  de: { title: 'Bestätigung', confirm: 'Ja', decline: 'Nein' },
  sk: { title: 'Potvrdenie', confirm: 'Áno', decline: 'Nie' },
  ru: { title: 'Подтверждение', confirm: 'Да', decline: 'Нет' },
  es: { title: 'Confirmación', confirm: 'Sí', decline: 'No' },
  hu: { title: 'Megerősítés', confirm: 'Igen', decline: 'Nem' },
  pl: { title: 'Potwierdzenie', confirm: 'Tak', decline: 'Nie' },
  fr: { title: 'Confirmation', confirm: 'Oui', decline: 'Non' },
  it: { title: 'Conferma', confirm: 'Sì', decline: 'No' },
};

export function confirmTexts(lang: string): ConfirmTexts {
  return TEXTS[lang] ?? (TEXTS.cs as ConfirmTexts);
}
