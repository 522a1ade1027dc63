/**
 * What the shopper is told when an update they started fails (src/core/delivery/failure-notice.ts):
 * why, in the ten shop languages (cs for any other), and the retry button's label.
 */
import { primaryLanguage } from './primary-language.ts';

export type FailureKind = 'offline' | 'timeout' | 'refused' | 'server';

interface FailureTexts {
  readonly offline: string;
  readonly timeout: string;
  readonly refused: string;
  readonly server: string;
  readonly retry: string;
}

const TEXTS: Readonly<Record<string, FailureTexts>> = {
  cs: {
    offline: 'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.',
    timeout: 'Obchod neodpověděl včas.',
    refused: 'Obchod akci odmítl. Načtěte stránku znovu a zkuste to ještě jednou.',
    server: 'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
    retry: 'Zkusit znovu',
  },
  en: {
    offline: 'Could not reach the shop. Check your connection.',
    timeout: 'The shop did not answer in time.',
    refused: 'The shop refused this. Reload the page and try again.',
    server: 'Something went wrong at the shop. Please try again shortly.',
    retry: 'Try again',
  },
  de: {
    offline: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    timeout: 'Der Shop hat nicht rechtzeitig geantwortet.',
    refused: 'Der Shop hat dies abgelehnt. Laden Sie die Seite neu und versuchen Sie es erneut.',
    server: 'Im Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  sk: {
    offline: 'Nepodarilo sa spojiť s obchodom. Skontrolujte pripojenie.',
    timeout: 'Obchod neodpovedal včas.',
    refused: 'Obchod akciu odmietol. Načítajte stránku znova a skúste to ešte raz.',
    server: 'V obchode nastala chyba. Skúste to prosím o chvíľu.',
    retry: 'Skúsiť znova',
  },
  ru: {
    offline: 'Не удалось связаться с магазином. Проверьте подключение.',
    timeout: 'Магазин не ответил вовремя.',
    refused: 'Магазин отклонил действие. Обновите страницу и попробуйте ещё раз.',
    server: 'В магазине произошла ошибка. Попробуйте чуть позже.',
    retry: 'Повторить',
  },
  es: {
    offline: 'No se pudo conectar con la tienda. Compruebe su conexión.',
    timeout: 'La tienda no respondió a tiempo.',
    refused: 'La tienda lo ha rechazado. Recargue la página e inténtelo de nuevo.',
    server: 'Se produjo un error en la tienda. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
  },
  hu: {
    offline: 'Nem sikerült elérni az áruházat. Ellenőrizze a kapcsolatot.',
    timeout: 'Az áruház nem válaszolt időben.',
    refused: 'Az áruház elutasította. Töltse újra az oldalt, és próbálja újra.',
    server: 'Hiba történt az áruházban. Kérjük, próbálja újra kicsit később.',
    retry: 'Újra',
  },
  pl: {
    offline: 'Nie udało się połączyć ze sklepem. Sprawdź połączenie.',
    timeout: 'Sklep nie odpowiedział na czas.',
    refused: 'Sklep odrzucił tę czynność. Odśwież stronę i spróbuj ponownie.',
    server: 'W sklepie wystąpił błąd. Spróbuj ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
  },
  fr: {
    offline: 'Impossible de joindre la boutique. Vérifiez votre connexion.',
    timeout: 'La boutique n’a pas répondu à temps.',
    refused: 'La boutique a refusé. Rechargez la page et réessayez.',
    server: 'Une erreur est survenue dans la boutique. Réessayez dans un instant.',
    retry: 'Réessayer',
  },
  it: {
    offline: 'Impossibile raggiungere il negozio. Controlla la connessione.',
    timeout: 'Il negozio non ha risposto in tempo.',
    refused: 'Il negozio ha rifiutato l’azione. Ricarica la pagina e riprova.',
    server: 'Si è verificato un errore nel negozio. Riprova tra poco.',
    retry: 'Riprova',
  },
};

export function failureTexts(lang: string | null | undefined): FailureTexts {
  return TEXTS[primaryLanguage(lang)] ?? (TEXTS.cs as FailureTexts);
}
