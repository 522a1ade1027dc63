import type { HelpText } from './help-text.ts';

export const en: HelpText = {
  intro:
    'Everything you need to know before and after you buy: how to order, how your parcel travels, how to pay and what to do when something is not right.',
  sections: [
    {
      id: 'ordering',
      heading: 'Ordering',
      paragraphs: [
        'Add products to the basket from a category listing or from a product page. The basket keeps its content while you browse, so you can compare products, change quantities with the minus and plus buttons and remove what you no longer want.',
        'You do not need an account to order. With an account you can keep shopping lists, import product codes in bulk and see your delivery address filled in the next time. Your order is binding once you confirm it on the last step of the checkout.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      paragraphs: [
        'We ship on working days. Products in stock leave our warehouse the day after you order; the stock shown on each product page is updated every few minutes. A courier brings the parcel to your door, or you pick it up at one of our stores at no charge.',
        'Delivery to the door costs a flat fee, and it is free above the amount shown in the basket. Large furniture comes with a two-person crew who carry it to the room of your choice. You receive a message with the delivery window the evening before.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      paragraphs: [
        'You can pay by card online, by bank transfer, or in cash or by card when you collect the order in a store. Card payments are processed by our payment provider; we never see or store your card number.',
        'An invoice is attached to the confirmation e-mail and is always available in your account. A company purchase can carry your company name and tax number: enter them in the delivery address step of the checkout.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns',
      paragraphs: [
        'You may return any product within 30 days of receiving it, without giving a reason. Pack it so that it cannot be damaged on the way, add the delivery note and send it to our warehouse or bring it to any store.',
        'We refund the price of the product and the cheapest delivery option within 14 days of receiving the return, in the way you paid. Products that show signs of use beyond trying them out may be refunded in part.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Warranty and repairs',
      paragraphs: [
        'Every product comes with a warranty of at least 24 months; some makers give more, as the product parameters say. The warranty covers faults of material and manufacture, not wear from normal use or damage by accident.',
        'To claim a fault, send us a short description with a photo or bring the product to a store. We decide within 30 days whether to repair it, replace it or refund it, and we cover the cost of sending it to us and back.',
      ],
    },
  ],
};
