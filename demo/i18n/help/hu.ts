import type { HelpText } from './help-text.ts';

export const hu: HelpText = {
  intro:
    'Minden, amit a vásárlás előtt és után tudni érdemes: hogyan rendeljen, hogyan utazik a csomag, hogyan fizessen, és mit tegyen, ha valami nincs rendben.',
  sections: [
    {
      id: 'ordering',
      heading: 'Rendelés',
      paragraphs: [
        'A termékeket egy kategória listájából vagy a termék oldaláról teheti a kosárba. A kosár megőrzi a tartalmát, miközben tovább böngészik, így összehasonlíthatja a termékeket, a mínusz és plusz gombokkal módosíthatja a mennyiséget, és eltávolíthatja, amire már nincs szüksége.',
        'A rendeléshez nem kell fiók. Fiókkal viszont bevásárlólistákat vezethet, tömegesen importálhat termékkódokat, és legközelebb kitöltve találja a szállítási címét. A rendelés a pénztár utolsó lépésében tett megerősítéssel válik kötelezővé.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Szállítás',
      paragraphs: [
        'Munkanapokon szállítunk. A raktáron lévő termékek a rendelést követő napon hagyják el a raktárt; a termékoldalakon látható készlet néhány percenként frissül. A csomagot futár viszi az ajtajához, vagy ingyen átveheti valamelyik üzletünkben.',
        'A házhozszállítás átalánydíjas, a kosárban jelzett összeg felett ingyenes. A nagy bútorokat két ember hozza, és abba a szobába viszik, amelyet megad. A kiszállítás előtti estén üzenetben küldjük az idősávot.',
      ],
    },
    {
      id: 'payment',
      heading: 'Fizetés',
      paragraphs: [
        'Fizethet online kártyával, banki átutalással, vagy üzletben történő átvételkor készpénzzel vagy kártyával. A kártyás fizetéseket fizetési szolgáltatónk kezeli; a kártyaszámát soha nem látjuk és nem tároljuk.',
        'A számlát a visszaigazoló e-mailhez csatoljuk, és a fiókjában mindig elérhető. Céges vásárlásnál feltüntethető a cég neve és adószáma: adja meg őket a pénztár szállítási cím lépésében.',
      ],
    },
    {
      id: 'returns',
      heading: 'Visszaküldés',
      paragraphs: [
        'Bármely terméket az átvételtől számított 30 napon belül indoklás nélkül visszaküldhet. Csomagolja be úgy, hogy útközben ne sérüljön, tegye mellé a szállítólevelet, és küldje a raktárunkba, vagy vigye be bármelyik üzletünkbe.',
        'A termék árát és a legolcsóbb szállítási mód díját a visszaküldött áru beérkezésétől számított 14 napon belül visszatérítjük, ugyanúgy, ahogyan fizetett. A kipróbáláson túli használat nyomait mutató termékeknél a visszatérítés részleges lehet.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Jótállás és javítás',
      paragraphs: [
        'Minden termékre legalább 24 hónap jótállás vonatkozik; egyes gyártók ennél többet adnak, ahogy a termék paraméterei jelzik. A jótállás az anyag- és gyártási hibákra terjed ki, a rendeltetésszerű használatból eredő kopásra és a baleseti sérülésre nem.',
        'Hiba esetén küldjön rövid leírást egy fényképpel, vagy vigye be a terméket egy üzletbe. 30 napon belül döntünk a javításról, cseréről vagy a pénz visszafizetéséről, és a szállítás költségét oda-vissza mi álljuk.',
      ],
    },
  ],
};
