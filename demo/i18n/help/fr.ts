import type { HelpText } from './help-text.ts';

export const fr: HelpText = {
  intro:
    'Tout ce qu’il faut savoir avant et après l’achat : comment commander, comment voyage votre colis, comment payer et que faire quand quelque chose ne va pas.',
  sections: [
    {
      id: 'ordering',
      heading: 'Commande',
      paragraphs: [
        'Ajoutez des produits au panier depuis la liste d’une catégorie ou depuis la page d’un produit. Le panier garde son contenu pendant que vous naviguez : vous pouvez comparer des produits, changer les quantités avec les boutons moins et plus et retirer ce que vous ne voulez plus.',
        'Aucun compte n’est nécessaire pour commander. Avec un compte, vous tenez des listes d’achats, importez des codes produit en nombre et retrouvez votre adresse de livraison déjà remplie la fois suivante. La commande vous engage dès que vous la confirmez à la dernière étape de la caisse.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Livraison',
      paragraphs: [
        'Nous expédions les jours ouvrés. Les produits en stock quittent l’entrepôt le lendemain de la commande ; le stock affiché sur chaque page produit est mis à jour toutes les quelques minutes. Un coursier livre le colis à votre porte, ou vous le retirez gratuitement dans l’un de nos magasins.',
        'La livraison à domicile coûte un forfait et devient gratuite au-delà du montant indiqué dans le panier. Les grands meubles arrivent avec deux livreurs qui les portent dans la pièce de votre choix. La veille au soir, un message vous donne le créneau de livraison.',
      ],
    },
    {
      id: 'payment',
      heading: 'Paiement',
      paragraphs: [
        'Vous pouvez payer par carte en ligne, par virement, ou en espèces ou par carte au retrait en magasin. Les paiements par carte sont traités par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais votre numéro de carte.',
        'La facture est jointe au courriel de confirmation et reste disponible dans votre compte. Un achat d’entreprise peut porter le nom et le numéro fiscal de votre société : saisissez-les à l’étape de l’adresse de livraison.',
      ],
    },
    {
      id: 'returns',
      heading: 'Retours',
      paragraphs: [
        'Vous pouvez retourner tout produit dans les 30 jours suivant sa réception, sans donner de motif. Emballez-le pour qu’il ne soit pas abîmé en route, joignez le bon de livraison et envoyez-le à notre entrepôt ou rapportez-le dans un magasin.',
        'Nous remboursons le prix du produit et la livraison la moins chère dans les 14 jours suivant la réception du retour, par le moyen de paiement utilisé. Un produit qui montre des traces d’usage au-delà d’un essai peut n’être remboursé qu’en partie.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garantie et réparations',
      paragraphs: [
        'Chaque produit est garanti au moins 24 mois ; certains fabricants offrent davantage, comme l’indiquent les paramètres du produit. La garantie couvre les défauts de matière et de fabrication, pas l’usure normale ni les dommages accidentels.',
        'Pour signaler un défaut, envoyez-nous une courte description avec une photo ou apportez le produit en magasin. Sous 30 jours, nous décidons de le réparer, de l’échanger ou de le rembourser, et nous prenons en charge le transport aller et retour.',
      ],
    },
  ],
};
