/**
 * What the shopper is told when a change shown ahead of its answer is taken back and nothing else
 * told why (src/core/optimistic/optimistic-updates.ts): in the ten shop languages (cs for any other).
 */
import { primaryLanguage } from './primary-language.ts';

const UNDONE: Readonly<Record<string, string>> = {
  cs: 'Změna se neprovedla, stránka ukazuje předchozí stav.',
  en: 'The change was not made; the page shows what was there before.',
  de: 'Die Änderung wurde nicht übernommen; die Seite zeigt den vorherigen Stand.',
  sk: 'Zmena sa nevykonala, stránka ukazuje predchádzajúci stav.',
  ru: 'Изменение не выполнено, на странице прежнее состояние.',
  es: 'El cambio no se realizó; la página muestra lo que había antes.',
  hu: 'A módosítás nem történt meg, az oldal a korábbi állapotot mutatja.',
  pl: 'Zmiana nie została wprowadzona, strona pokazuje poprzedni stan.',
  fr: 'La modification n’a pas été faite ; la page montre l’état précédent.',
  it: 'La modifica non è stata eseguita; la pagina mostra lo stato precedente.',
};

export function undoneText(lang: string | null | undefined): string {
  return UNDONE[primaryLanguage(lang)] ?? (UNDONE.cs as string);
}
