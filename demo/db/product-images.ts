/**
 * The gallery images of each product: three to eight, derived from the product id (no random
 * draw), so the seed and the migration that adds the table to an older database agree.
 */
export const GALLERY_IMAGE_WIDTH = 1200;
export const GALLERY_IMAGE_HEIGHT = 900;

export function galleryImageCount(productId: number): number {
  return 3 + ((productId * 5) % 6);
}

export function productImageRows(productIds: readonly number[]) {
  return productIds.flatMap((productId) =>
    Array.from({ length: galleryImageCount(productId) }, (_, index) => ({
      product_id: productId,
      position: index + 1,
      width: GALLERY_IMAGE_WIDTH,
      height: GALLERY_IMAGE_HEIGHT,
    })),
  );
}
