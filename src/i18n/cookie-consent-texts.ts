/** Texts of the cookie banner and settings panel in the shop's ten languages (cs is the default). */

export interface CookieConsentTexts {
  title: string;
  text: string;
  moreInfo: string;
  acceptAll: string;
  technicalOnly: string;
  settings: string;
  close: string;
  settingsTitle: string;
  settingsText: string;
  save: string;
  technicalName: string;
  technicalText: string;
  analyticsName: string;
  analyticsText: string;
  marketingName: string;
  marketingText: string;
  combinedName: string;
  combinedText: string;
  on: string;
  off: string;
}

const cs: CookieConsentTexts = {
  title: 'Používáme cookies',
  text: 'Technické cookies potřebujeme, aby obchod fungoval. S vaším souhlasem použijeme také analytické cookies ke zlepšování webu a marketingové cookies pro reklamu podle vašich zájmů.',
  moreInfo: 'Více o cookies',
  acceptAll: 'Přijmout vše',
  technicalOnly: 'Pouze technické',
  settings: 'Nastavení',
  close: 'Zavřít',
  settingsTitle: 'Nastavení cookies',
  settingsText: 'Vyberte, které cookies smíme používat. Volbu můžete kdykoli změnit odkazem v patičce.',
  save: 'Přijmout vybrané',
  technicalName: 'Technické cookies',
  technicalText: 'Nezbytné pro fungování obchodu (košík, přihlášení, nastavení). Nelze je vypnout.',
  analyticsName: 'Analytické cookies',
  analyticsText: 'Pomáhají nám pochopit, jak web používáte, abychom ho mohli zlepšovat.',
  marketingName: 'Marketingové cookies',
  marketingText: 'Slouží k zobrazování reklamy podle vašich zájmů, i na jiných webech.',
  combinedName: 'Analytické a marketingové cookies',
  combinedText: 'Měření návštěvnosti a reklama podle vašich zájmů.',
  on: 'Zapnuto',
  off: 'Vypnuto',
};

const en: CookieConsentTexts = {
  title: 'We use cookies',
  text: 'We need technical cookies for the shop to work. With your consent we also use analytics cookies to improve the site and marketing cookies for advertising that matches your interests.',
  moreInfo: 'More about cookies',
  acceptAll: 'Accept all',
  technicalOnly: 'Technical only',
  settings: 'Settings',
  close: 'Close',
  settingsTitle: 'Cookie settings',
  settingsText:
    'Choose which cookies we may use. You can change your choice at any time from the link in the footer.',
  save: 'Accept selected',
  technicalName: 'Technical cookies',
  technicalText: 'Needed for the shop to work (basket, login, preferences). They cannot be switched off.',
  analyticsName: 'Analytics cookies',
  analyticsText: 'Help us understand how you use the site so that we can improve it.',
  marketingName: 'Marketing cookies',
  marketingText: 'Used to show advertising that matches your interests, also on other sites.',
  combinedName: 'Analytics and marketing cookies',
  combinedText: 'Visitor statistics and advertising that matches your interests.',
  on: 'On',
  off: 'Off',
};

const de: CookieConsentTexts = {
  title: 'Wir verwenden Cookies',
  text: 'Technische Cookies brauchen wir, damit der Shop funktioniert. Mit Ihrer Einwilligung verwenden wir auch Analyse-Cookies zur Verbesserung der Website und Marketing-Cookies für Werbung nach Ihren Interessen.',
  moreInfo: 'Mehr über Cookies',
  acceptAll: 'Alle akzeptieren',
  technicalOnly: 'Nur technische',
  settings: 'Einstellungen',
  close: 'Schließen',
  settingsTitle: 'Cookie-Einstellungen',
  settingsText:
    'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können Ihre Wahl jederzeit über den Link in der Fußzeile ändern.',
  save: 'Auswahl akzeptieren',
  technicalName: 'Technische Cookies',
  technicalText:
    'Für den Betrieb des Shops nötig (Warenkorb, Anmeldung, Einstellungen). Sie lassen sich nicht abschalten.',
  analyticsName: 'Analyse-Cookies',
  analyticsText: 'Helfen uns zu verstehen, wie Sie die Website nutzen, damit wir sie verbessern können.',
  marketingName: 'Marketing-Cookies',
  marketingText: 'Dienen der Werbung nach Ihren Interessen, auch auf anderen Websites.',
  combinedName: 'Analyse- und Marketing-Cookies',
  combinedText: 'Besucherstatistik und Werbung nach Ihren Interessen.',
  on: 'Ein',
  off: 'Aus',
};

const sk: CookieConsentTexts = {
  title: 'Používame cookies',
  text: 'Technické cookies potrebujeme, aby obchod fungoval. S vaším súhlasom použijeme aj analytické cookies na zlepšovanie webu a marketingové cookies na reklamu podľa vašich záujmov.',
  moreInfo: 'Viac o cookies',
  acceptAll: 'Prijať všetko',
  technicalOnly: 'Iba technické',
  settings: 'Nastavenia',
  close: 'Zavrieť',
  settingsTitle: 'Nastavenia cookies',
  settingsText:
    'Vyberte, ktoré cookies smieme používať. Voľbu môžete kedykoľvek zmeniť odkazom v päte stránky.',
  save: 'Prijať vybrané',
  technicalName: 'Technické cookies',
  technicalText: 'Nevyhnutné na fungovanie obchodu (košík, prihlásenie, nastavenia). Nedajú sa vypnúť.',
  analyticsName: 'Analytické cookies',
  analyticsText: 'Pomáhajú nám pochopiť, ako web používate, aby sme ho mohli zlepšovať.',
  marketingName: 'Marketingové cookies',
  marketingText: 'Slúžia na zobrazovanie reklamy podľa vašich záujmov, aj na iných weboch.',
  combinedName: 'Analytické a marketingové cookies',
  combinedText: 'Meranie návštevnosti a reklama podľa vašich záujmov.',
  on: 'Zapnuté',
  off: 'Vypnuté',
};

const ru: CookieConsentTexts = {
  title: 'Мы используем cookies',
  text: 'Технические cookies нужны для работы магазина. С вашего согласия мы также используем аналитические cookies для улучшения сайта и маркетинговые cookies для рекламы по вашим интересам.',
  moreInfo: 'Подробнее о cookies',
  acceptAll: 'Принять все',
  technicalOnly: 'Только технические',
  settings: 'Настройки',
  close: 'Закрыть',
  settingsTitle: 'Настройки cookies',
  settingsText:
    'Выберите, какие cookies мы можем использовать. Изменить выбор можно в любое время по ссылке внизу страницы.',
  save: 'Принять выбранные',
  technicalName: 'Технические cookies',
  technicalText: 'Необходимы для работы магазина (корзина, вход, настройки). Их нельзя отключить.',
  analyticsName: 'Аналитические cookies',
  analyticsText: 'Помогают понять, как вы пользуетесь сайтом, чтобы мы могли его улучшать.',
  marketingName: 'Маркетинговые cookies',
  marketingText: 'Служат для показа рекламы по вашим интересам, в том числе на других сайтах.',
  combinedName: 'Аналитические и маркетинговые cookies',
  combinedText: 'Статистика посещений и реклама по вашим интересам.',
  on: 'Вкл.',
  off: 'Выкл.',
};

const es: CookieConsentTexts = {
  title: 'Usamos cookies',
  text: 'Necesitamos cookies técnicas para que la tienda funcione. Con su consentimiento usamos también cookies analíticas para mejorar el sitio y cookies de marketing para publicidad según sus intereses.',
  moreInfo: 'Más sobre las cookies',
  acceptAll: 'Aceptar todas',
  technicalOnly: 'Solo técnicas',
  settings: 'Configuración',
  close: 'Cerrar',
  settingsTitle: 'Configuración de cookies',
  settingsText:
    'Elija qué cookies podemos usar. Puede cambiar su elección en cualquier momento desde el enlace del pie de página.',
  save: 'Aceptar selección',
  technicalName: 'Cookies técnicas',
  technicalText:
    'Necesarias para el funcionamiento de la tienda (cesta, inicio de sesión, preferencias). No se pueden desactivar.',
  analyticsName: 'Cookies analíticas',
  analyticsText: 'Nos ayudan a entender cómo usa el sitio para poder mejorarlo.',
  marketingName: 'Cookies de marketing',
  marketingText: 'Sirven para mostrar publicidad según sus intereses, también en otros sitios.',
  combinedName: 'Cookies analíticas y de marketing',
  combinedText: 'Estadísticas de visitas y publicidad según sus intereses.',
  on: 'Activado',
  off: 'Desactivado',
};

const hu: CookieConsentTexts = {
  title: 'Sütiket használunk',
  text: 'A bolt működéséhez technikai sütikre van szükség. Hozzájárulásával analitikai sütiket is használunk a webhely fejlesztéséhez, és marketing sütiket az érdeklődésének megfelelő hirdetésekhez.',
  moreInfo: 'Bővebben a sütikről',
  acceptAll: 'Összes elfogadása',
  technicalOnly: 'Csak technikai',
  settings: 'Beállítások',
  close: 'Bezárás',
  settingsTitle: 'Sütibeállítások',
  settingsText:
    'Válassza ki, mely sütiket használhatjuk. Döntését bármikor módosíthatja a lábléc hivatkozásával.',
  save: 'Kiválasztottak elfogadása',
  technicalName: 'Technikai sütik',
  technicalText: 'A bolt működéséhez szükségesek (kosár, bejelentkezés, beállítások). Nem kapcsolhatók ki.',
  analyticsName: 'Analitikai sütik',
  analyticsText: 'Segítenek megérteni, hogyan használja a webhelyet, hogy fejleszthessük.',
  marketingName: 'Marketing sütik',
  marketingText: 'Az érdeklődésének megfelelő hirdetések megjelenítésére szolgálnak, más webhelyeken is.',
  combinedName: 'Analitikai és marketing sütik',
  combinedText: 'Látogatottsági statisztika és az érdeklődésének megfelelő hirdetések.',
  on: 'Be',
  off: 'Ki',
};

const pl: CookieConsentTexts = {
  title: 'Używamy plików cookie',
  text: 'Techniczne pliki cookie są potrzebne do działania sklepu. Za Twoją zgodą używamy też analitycznych plików cookie do ulepszania strony i marketingowych plików cookie do reklam zgodnych z Twoimi zainteresowaniami.',
  moreInfo: 'Więcej o plikach cookie',
  acceptAll: 'Akceptuj wszystkie',
  technicalOnly: 'Tylko techniczne',
  settings: 'Ustawienia',
  close: 'Zamknij',
  settingsTitle: 'Ustawienia plików cookie',
  settingsText:
    'Wybierz, których plików cookie możemy używać. Wybór możesz w każdej chwili zmienić przez link w stopce.',
  save: 'Akceptuj wybrane',
  technicalName: 'Techniczne pliki cookie',
  technicalText: 'Niezbędne do działania sklepu (koszyk, logowanie, ustawienia). Nie można ich wyłączyć.',
  analyticsName: 'Analityczne pliki cookie',
  analyticsText: 'Pomagają nam zrozumieć, jak korzystasz ze strony, abyśmy mogli ją ulepszać.',
  marketingName: 'Marketingowe pliki cookie',
  marketingText:
    'Służą do wyświetlania reklam zgodnych z Twoimi zainteresowaniami, także na innych stronach.',
  combinedName: 'Analityczne i marketingowe pliki cookie',
  combinedText: 'Statystyki odwiedzin i reklamy zgodne z Twoimi zainteresowaniami.',
  on: 'Wł.',
  off: 'Wył.',
};

const fr: CookieConsentTexts = {
  title: 'Nous utilisons des cookies',
  text: 'Les cookies techniques sont nécessaires au fonctionnement de la boutique. Avec votre accord, nous utilisons aussi des cookies analytiques pour améliorer le site et des cookies marketing pour une publicité adaptée à vos centres d’intérêt.',
  moreInfo: 'En savoir plus sur les cookies',
  acceptAll: 'Tout accepter',
  technicalOnly: 'Techniques uniquement',
  settings: 'Paramètres',
  close: 'Fermer',
  settingsTitle: 'Paramètres des cookies',
  settingsText:
    'Choisissez les cookies que nous pouvons utiliser. Vous pouvez modifier votre choix à tout moment via le lien en pied de page.',
  save: 'Accepter la sélection',
  technicalName: 'Cookies techniques',
  technicalText:
    'Nécessaires au fonctionnement de la boutique (panier, connexion, préférences). Ils ne peuvent pas être désactivés.',
  analyticsName: 'Cookies analytiques',
  analyticsText: 'Nous aident à comprendre comment vous utilisez le site afin de l’améliorer.',
  marketingName: 'Cookies marketing',
  marketingText:
    'Servent à afficher une publicité adaptée à vos centres d’intérêt, y compris sur d’autres sites.',
  combinedName: 'Cookies analytiques et marketing',
  combinedText: 'Statistiques de visite et publicité adaptée à vos centres d’intérêt.',
  on: 'Activé',
  off: 'Désactivé',
};

const it: CookieConsentTexts = {
  title: 'Utilizziamo i cookie',
  text: 'I cookie tecnici sono necessari al funzionamento del negozio. Con il tuo consenso usiamo anche cookie analitici per migliorare il sito e cookie di marketing per pubblicità in linea con i tuoi interessi.',
  moreInfo: 'Maggiori informazioni sui cookie',
  acceptAll: 'Accetta tutti',
  technicalOnly: 'Solo tecnici',
  settings: 'Impostazioni',
  close: 'Chiudi',
  settingsTitle: 'Impostazioni dei cookie',
  settingsText:
    'Scegli quali cookie possiamo utilizzare. Puoi cambiare la scelta in qualsiasi momento dal link nel piè di pagina.',
  save: 'Accetta selezionati',
  technicalName: 'Cookie tecnici',
  technicalText:
    'Necessari al funzionamento del negozio (carrello, accesso, preferenze). Non possono essere disattivati.',
  analyticsName: 'Cookie analitici',
  analyticsText: 'Ci aiutano a capire come usi il sito per poterlo migliorare.',
  marketingName: 'Cookie di marketing',
  marketingText: 'Servono a mostrare pubblicità in linea con i tuoi interessi, anche su altri siti.',
  combinedName: 'Cookie analitici e di marketing',
  combinedText: 'Statistiche delle visite e pubblicità in linea con i tuoi interessi.',
  on: 'Attivo',
  off: 'Disattivo',
};

export const COOKIE_CONSENT_TEXTS: Readonly<Record<string, CookieConsentTexts>> = {
  cs,
  en,
  de,
  sk,
  ru,
  es,
  hu,
  pl,
  fr,
  it,
};

/** Texts of a language; unknown languages get the default, cs. */
export function cookieConsentTexts(lang: string): CookieConsentTexts {
  return COOKIE_CONSENT_TEXTS[lang] ?? cs;
}
