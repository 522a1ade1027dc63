import type { HelpText } from './help-text.ts';

export const pl: HelpText = {
  intro:
    'Wszystko, co warto wiedzieć przed zakupem i po nim: jak zamówić, jak podróżuje paczka, jak zapłacić i co zrobić, gdy coś jest nie tak.',
  sections: [
    {
      id: 'ordering',
      heading: 'Zamówienie',
      paragraphs: [
        'Produkty dodasz do koszyka z listy kategorii albo ze strony produktu. Koszyk zachowuje zawartość, gdy przeglądasz dalej, więc możesz porównywać produkty, zmieniać ilości przyciskami minus i plus oraz usuwać to, czego już nie chcesz.',
        'Do zamówienia nie potrzebujesz konta. Z kontem możesz jednak prowadzić listy zakupów, hurtowo importować kody produktów, a następnym razem adres dostawy będzie już wypełniony. Zamówienie jest wiążące, gdy potwierdzisz je w ostatnim kroku kasy.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Dostawa',
      paragraphs: [
        'Wysyłamy w dni robocze. Produkty dostępne w magazynie opuszczają go dzień po zamówieniu; stan magazynu na stronie produktu odświeża się co kilka minut. Kurier przywiezie paczkę pod drzwi albo odbierzesz ją bezpłatnie w jednym z naszych sklepów.',
        'Dostawa pod drzwi kosztuje stałą kwotę, a powyżej progu podanego w koszyku jest bezpłatna. Duże meble przywożą dwie osoby, które wniosą je do wskazanego pomieszczenia. Wieczorem przed dostawą dostaniesz wiadomość z przedziałem czasowym.',
      ],
    },
    {
      id: 'payment',
      heading: 'Płatność',
      paragraphs: [
        'Możesz zapłacić kartą online, przelewem bankowym albo gotówką lub kartą przy odbiorze w sklepie. Płatności kartą obsługuje nasz operator płatności; nigdy nie widzimy ani nie przechowujemy numeru Twojej karty.',
        'Faktura jest dołączona do e-maila z potwierdzeniem i zawsze dostępna na Twoim koncie. Zakup firmowy może zawierać nazwę i numer NIP firmy: wpisz je w kroku adresu dostawy w kasie.',
      ],
    },
    {
      id: 'returns',
      heading: 'Zwroty',
      paragraphs: [
        'Każdy produkt możesz zwrócić w ciągu 30 dni od otrzymania bez podawania przyczyny. Zapakuj go tak, aby nie uszkodził się w drodze, dołącz dowód dostawy i wyślij do naszego magazynu albo przynieś do dowolnego sklepu.',
        'Cenę produktu i najtańszej formy dostawy zwracamy w ciągu 14 dni od otrzymania zwrotu, w ten sam sposób, w jaki zapłaciłeś. Przy produktach ze śladami używania wykraczającymi poza wypróbowanie zwrot może być częściowy.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Gwarancja i naprawy',
      paragraphs: [
        'Każdy produkt ma co najmniej 24 miesiące gwarancji; niektórzy producenci dają dłuższą, jak podają parametry produktu. Gwarancja obejmuje wady materiału i wykonania, nie zużycie wynikające z normalnego użytkowania ani uszkodzenia przypadkowe.',
        'Aby zgłosić wadę, wyślij nam krótki opis ze zdjęciem albo przynieś produkt do sklepu. W ciągu 30 dni zdecydujemy o naprawie, wymianie lub zwrocie pieniędzy i pokryjemy koszt przesyłki w obie strony.',
      ],
    },
  ],
};
