import type { HelpText } from './help-text.ts';

export const it: HelpText = {
  intro:
    'Tutto ciò che serve sapere prima e dopo l’acquisto: come ordinare, come viaggia il pacco, come pagare e cosa fare quando qualcosa non va.',
  sections: [
    {
      id: 'ordering',
      heading: 'Ordini',
      paragraphs: [
        'Aggiungi i prodotti al carrello dall’elenco di una categoria o dalla pagina di un prodotto. Il carrello conserva il contenuto mentre navighi, così puoi confrontare prodotti, cambiare le quantità con i pulsanti meno e più e togliere ciò che non vuoi più.',
        'Per ordinare non serve un account. Con un account puoi tenere liste della spesa, importare codici prodotto in blocco e ritrovare l’indirizzo di consegna già compilato la volta successiva. L’ordine è vincolante quando lo confermi nell’ultimo passo della cassa.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Consegna',
      paragraphs: [
        'Spediamo nei giorni lavorativi. I prodotti disponibili lasciano il magazzino il giorno dopo l’ordine; la disponibilità su ogni pagina prodotto si aggiorna ogni pochi minuti. Un corriere porta il pacco alla tua porta, oppure lo ritiri gratis in uno dei nostri negozi.',
        'La consegna a domicilio ha un costo fisso ed è gratuita oltre l’importo indicato nel carrello. I mobili grandi arrivano con due addetti che li portano nella stanza che scegli. La sera prima ricevi un messaggio con la fascia oraria.',
      ],
    },
    {
      id: 'payment',
      heading: 'Pagamento',
      paragraphs: [
        'Puoi pagare con carta online, con bonifico bancario, oppure in contanti o con carta al ritiro in negozio. I pagamenti con carta sono gestiti dal nostro fornitore di pagamenti; non vediamo né conserviamo mai il numero della tua carta.',
        'La fattura è allegata all’e-mail di conferma ed è sempre disponibile nel tuo account. Un acquisto aziendale può riportare il nome e la partita IVA della tua azienda: inseriscili nel passo dell’indirizzo di consegna.',
      ],
    },
    {
      id: 'returns',
      heading: 'Resi',
      paragraphs: [
        'Puoi restituire qualsiasi prodotto entro 30 giorni dal ricevimento, senza indicarne il motivo. Imballalo in modo che non si danneggi durante il viaggio, aggiungi il documento di consegna e spediscilo al nostro magazzino o portalo in un negozio.',
        'Rimborsiamo il prezzo del prodotto e la spedizione più economica entro 14 giorni dal ricevimento del reso, con lo stesso mezzo di pagamento. I prodotti con segni d’uso oltre la semplice prova possono essere rimborsati in parte.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garanzia e riparazioni',
      paragraphs: [
        'Ogni prodotto ha una garanzia di almeno 24 mesi; alcuni produttori ne danno di più, come indicano i parametri del prodotto. La garanzia copre i difetti di materiale e di fabbricazione, non l’usura dovuta al normale utilizzo né i danni accidentali.',
        'Per segnalare un difetto, inviaci una breve descrizione con una foto o porta il prodotto in negozio. Entro 30 giorni decidiamo se ripararlo, sostituirlo o rimborsarlo, e paghiamo noi la spedizione di andata e ritorno.',
      ],
    },
  ],
};
