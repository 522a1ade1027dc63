import type { HelpText } from './help-text.ts';

export const es: HelpText = {
  intro:
    'Todo lo que necesita saber antes y después de comprar: cómo hacer un pedido, cómo viaja su paquete, cómo pagar y qué hacer cuando algo no está bien.',
  sections: [
    {
      id: 'ordering',
      heading: 'Pedidos',
      paragraphs: [
        'Añada productos a la cesta desde el listado de una categoría o desde la página de un producto. La cesta conserva su contenido mientras navega, así que puede comparar productos, cambiar cantidades con los botones menos y más y quitar lo que ya no quiera.',
        'No necesita una cuenta para comprar. Con una cuenta puede guardar listas de compra, importar códigos de producto en bloque y encontrar su dirección de entrega ya rellenada la próxima vez. El pedido es vinculante cuando lo confirma en el último paso de la caja.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Entrega',
      paragraphs: [
        'Enviamos en días laborables. Los productos en existencia salen del almacén el día siguiente al pedido; las existencias de cada página de producto se actualizan cada pocos minutos. Un mensajero lleva el paquete a su puerta, o lo recoge gratis en una de nuestras tiendas.',
        'La entrega a domicilio tiene una tarifa fija y es gratuita por encima del importe indicado en la cesta. Los muebles grandes llegan con dos personas que los llevan a la habitación que elija. La tarde anterior recibe un mensaje con la franja horaria.',
      ],
    },
    {
      id: 'payment',
      heading: 'Pago',
      paragraphs: [
        'Puede pagar con tarjeta en línea, por transferencia bancaria, o en efectivo o con tarjeta al recoger el pedido en una tienda. Los pagos con tarjeta los procesa nuestro proveedor de pagos; nunca vemos ni guardamos el número de su tarjeta.',
        'La factura va adjunta al correo de confirmación y está siempre disponible en su cuenta. Una compra de empresa puede llevar el nombre y el número fiscal de su empresa: introdúzcalos en el paso de la dirección de entrega.',
      ],
    },
    {
      id: 'returns',
      heading: 'Devoluciones',
      paragraphs: [
        'Puede devolver cualquier producto en los 30 días siguientes a recibirlo, sin dar ningún motivo. Embálelo para que no se dañe por el camino, añada el albarán y envíelo a nuestro almacén o llévelo a cualquier tienda.',
        'Reembolsamos el precio del producto y la opción de envío más barata en los 14 días siguientes a recibir la devolución, por el mismo medio con que pagó. Los productos con señales de uso más allá de probarlos pueden reembolsarse en parte.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garantía y reparaciones',
      paragraphs: [
        'Todos los productos tienen una garantía de al menos 24 meses; algunos fabricantes dan más, como indican los parámetros del producto. La garantía cubre defectos de material y fabricación, no el desgaste por uso normal ni los daños por accidente.',
        'Para reclamar un defecto, envíenos una breve descripción con una foto o lleve el producto a una tienda. En 30 días decidimos si lo reparamos, lo cambiamos o le devolvemos el dinero, y pagamos el envío de ida y vuelta.',
      ],
    },
  ],
};
