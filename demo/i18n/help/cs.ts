import type { HelpText } from './help-text.ts';

export const cs: HelpText = {
  intro:
    'Vše, co potřebujete vědět před nákupem i po něm: jak objednat, jak k vám zásilka cestuje, jak zaplatit a co dělat, když něco není v pořádku.',
  sections: [
    {
      id: 'ordering',
      heading: 'Objednávka',
      paragraphs: [
        'Produkty přidáte do košíku z výpisu kategorie nebo ze stránky produktu. Košík si obsah pamatuje, i když procházíte dál, takže můžete produkty porovnávat, měnit počty tlačítky minus a plus a odebrat, co už nechcete.',
        'K objednávce nepotřebujete účet. S účtem si ale můžete vést nákupní seznamy, hromadně importovat kódy produktů a příště najdete doručovací adresu předvyplněnou. Objednávka je závazná, jakmile ji potvrdíte v posledním kroku pokladny.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Doprava',
      paragraphs: [
        'Odesíláme v pracovní dny. Produkty skladem opouštějí sklad den po objednání; stav skladu na stránce produktu se obnovuje každých několik minut. Zásilku doveze kurýr až ke dveřím, nebo si ji zdarma vyzvednete v některé z našich prodejen.',
        'Doručení ke dveřím stojí pevnou částku a nad hranicí uvedenou v košíku je zdarma. Velký nábytek přivezou dva lidé, kteří ho odnesou do místnosti, kterou určíte. Večer před doručením vám přijde zpráva s časovým oknem.',
      ],
    },
    {
      id: 'payment',
      heading: 'Platba',
      paragraphs: [
        'Zaplatit můžete kartou online, bankovním převodem, nebo v hotovosti či kartou při vyzvednutí v prodejně. Platby kartou zpracovává naše platební brána; číslo vaší karty nikdy nevidíme ani neukládáme.',
        'Faktura je přiložena k potvrzovacímu e-mailu a je vždy k dispozici ve vašem účtu. Nákup na firmu může nést název a daňové číslo vaší firmy: zadejte je v kroku doručovací adresy v pokladně.',
      ],
    },
    {
      id: 'returns',
      heading: 'Vrácení zboží',
      paragraphs: [
        'Jakýkoli produkt můžete vrátit do 30 dnů od převzetí bez udání důvodu. Zabalte ho tak, aby se cestou nepoškodil, přiložte dodací list a pošlete ho do našeho skladu, nebo ho přineste do kterékoli prodejny.',
        'Cenu produktu a nejlevnějšího způsobu dopravy vrátíme do 14 dnů od převzetí vráceného zboží, a to stejným způsobem, jakým jste platili. U produktů se stopami používání nad rámec vyzkoušení můžeme vrátit jen část ceny.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Záruka a opravy',
      paragraphs: [
        'Na každý produkt je záruka nejméně 24 měsíců; někteří výrobci dávají delší, jak uvádějí parametry produktu. Záruka kryje vady materiálu a výroby, ne opotřebení běžným používáním ani poškození nehodou.',
        'Vadu reklamujete krátkým popisem s fotografií, nebo přinesete produkt do prodejny. Do 30 dnů rozhodneme o opravě, výměně nebo vrácení peněz a náklady na dopravu k nám i zpět hradíme my.',
      ],
    },
  ],
};
