import type { HelpText } from './help-text.ts';

export const de: HelpText = {
  intro:
    'Alles, was Sie vor und nach dem Kauf wissen müssen: wie Sie bestellen, wie Ihr Paket reist, wie Sie bezahlen und was zu tun ist, wenn etwas nicht stimmt.',
  sections: [
    {
      id: 'ordering',
      heading: 'Bestellung',
      paragraphs: [
        'Produkte legen Sie aus einer Kategorieliste oder von einer Produktseite in den Warenkorb. Der Warenkorb behält seinen Inhalt, während Sie weiterstöbern: Sie können Produkte vergleichen, Mengen mit den Minus- und Plus-Tasten ändern und entfernen, was Sie nicht mehr möchten.',
        'Für eine Bestellung brauchen Sie kein Konto. Mit einem Konto führen Sie Einkaufslisten, importieren Produktcodes in großer Zahl und finden Ihre Lieferadresse beim nächsten Mal ausgefüllt. Die Bestellung ist verbindlich, sobald Sie sie im letzten Schritt der Kasse bestätigen.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Lieferung',
      paragraphs: [
        'Wir versenden an Werktagen. Lagerware verlässt unser Lager am Tag nach der Bestellung; der Bestand auf jeder Produktseite wird alle paar Minuten aktualisiert. Ein Kurier bringt das Paket an Ihre Tür, oder Sie holen es kostenlos in einer unserer Filialen ab.',
        'Die Lieferung an die Tür kostet eine Pauschale und ist ab dem im Warenkorb genannten Betrag kostenlos. Große Möbel bringt ein Team aus zwei Personen in den Raum Ihrer Wahl. Am Abend vor der Lieferung erhalten Sie eine Nachricht mit dem Zeitfenster.',
      ],
    },
    {
      id: 'payment',
      heading: 'Zahlung',
      paragraphs: [
        'Sie können online mit Karte, per Überweisung oder bei Abholung in der Filiale bar oder mit Karte bezahlen. Kartenzahlungen wickelt unser Zahlungsdienstleister ab; Ihre Kartennummer sehen und speichern wir nie.',
        'Die Rechnung liegt der Bestätigungs-E-Mail bei und ist jederzeit in Ihrem Konto abrufbar. Ein Firmenkauf kann Firmennamen und Steuernummer tragen: Geben Sie sie im Schritt Lieferadresse der Kasse ein.',
      ],
    },
    {
      id: 'returns',
      heading: 'Rückgabe',
      paragraphs: [
        'Sie können jedes Produkt innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben. Verpacken Sie es so, dass es unterwegs nicht beschädigt wird, legen Sie den Lieferschein bei und senden Sie es an unser Lager oder bringen Sie es in eine Filiale.',
        'Wir erstatten den Preis des Produkts und der günstigsten Versandart innerhalb von 14 Tagen nach Eingang der Rücksendung, auf dem Weg, auf dem Sie bezahlt haben. Bei Produkten mit Gebrauchsspuren über das Ausprobieren hinaus kann die Erstattung geringer ausfallen.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garantie und Reparaturen',
      paragraphs: [
        'Jedes Produkt hat mindestens 24 Monate Garantie; manche Hersteller geben mehr, wie die Produktparameter angeben. Die Garantie deckt Material- und Herstellungsfehler, nicht den Verschleiß durch normalen Gebrauch oder Schäden durch einen Unfall.',
        'Einen Mangel melden Sie mit einer kurzen Beschreibung und einem Foto, oder Sie bringen das Produkt in eine Filiale. Innerhalb von 30 Tagen entscheiden wir über Reparatur, Ersatz oder Erstattung und tragen die Versandkosten hin und zurück.',
      ],
    },
  ],
};
