import type { HelpText } from './help-text.ts';

export const sk: HelpText = {
  intro:
    'Všetko, čo potrebujete vedieť pred nákupom aj po ňom: ako objednať, ako k vám zásielka cestuje, ako zaplatiť a čo robiť, keď niečo nie je v poriadku.',
  sections: [
    {
      id: 'ordering',
      heading: 'Objednávka',
      paragraphs: [
        'Produkty pridáte do košíka z výpisu kategórie alebo zo stránky produktu. Košík si obsah pamätá, aj keď prechádzate ďalej, takže môžete produkty porovnávať, meniť počty tlačidlami mínus a plus a odobrať, čo už nechcete.',
        'Na objednávku nepotrebujete účet. S účtom si však môžete viesť nákupné zoznamy, hromadne importovať kódy produktov a nabudúce nájdete doručovaciu adresu predvyplnenú. Objednávka je záväzná, keď ju potvrdíte v poslednom kroku pokladne.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Doprava',
      paragraphs: [
        'Odosielame v pracovné dni. Produkty na sklade opúšťajú sklad deň po objednaní; stav skladu na stránke produktu sa obnovuje každých niekoľko minút. Zásielku privezie kuriér až k dverám, alebo si ju zadarmo vyzdvihnete v niektorej z našich predajní.',
        'Doručenie k dverám stojí pevnú sumu a nad hranicou uvedenou v košíku je zadarmo. Veľký nábytok privezú dvaja ľudia, ktorí ho odnesú do miestnosti, ktorú určíte. Večer pred doručením vám príde správa s časovým oknom.',
      ],
    },
    {
      id: 'payment',
      heading: 'Platba',
      paragraphs: [
        'Zaplatiť môžete kartou online, bankovým prevodom, alebo v hotovosti či kartou pri vyzdvihnutí v predajni. Platby kartou spracúva naša platobná brána; číslo vašej karty nikdy nevidíme ani neukladáme.',
        'Faktúra je priložená k potvrdzujúcemu e-mailu a je vždy k dispozícii vo vašom účte. Nákup na firmu môže niesť názov a daňové číslo vašej firmy: zadajte ich v kroku doručovacej adresy v pokladni.',
      ],
    },
    {
      id: 'returns',
      heading: 'Vrátenie tovaru',
      paragraphs: [
        'Akýkoľvek produkt môžete vrátiť do 30 dní od prevzatia bez udania dôvodu. Zabaľte ho tak, aby sa cestou nepoškodil, priložte dodací list a pošlite ho do nášho skladu, alebo ho prineste do ktorejkoľvek predajne.',
        'Cenu produktu a najlacnejšieho spôsobu dopravy vrátime do 14 dní od prevzatia vráteného tovaru, a to rovnakým spôsobom, akým ste platili. Pri produktoch so stopami používania nad rámec vyskúšania môžeme vrátiť len časť ceny.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Záruka a opravy',
      paragraphs: [
        'Na každý produkt je záruka najmenej 24 mesiacov; niektorí výrobcovia dávajú dlhšiu, ako uvádzajú parametre produktu. Záruka pokrýva vady materiálu a výroby, nie opotrebenie bežným používaním ani poškodenie nehodou.',
        'Vadu reklamujete krátkym popisom s fotografiou, alebo prinesiete produkt do predajne. Do 30 dní rozhodneme o oprave, výmene alebo vrátení peňazí a náklady na dopravu k nám aj späť hradíme my.',
      ],
    },
  ],
};
