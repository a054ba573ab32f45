import { useCallback } from 'react';
import { useImageViewer } from '../../../components/viewer/useImageViewer';
import type { Product } from '../../../api/contract/shop/catalogue';

/**
 * The product's picture and its introduction's pictures as one group: the viewer steps from the
 * product to the pictures of its introduction. `open(0)` is the product's own picture. The
 * introduction's pictures are read when the viewer opens, with the sanitizer's code, which
 * otherwise loads only with the introduction (ProductIntroduction.tsx).
 */
export function useProductPictures(product: Product | undefined, name: string) {
  const group = useCallback(async () => {
    if (!product) return [];
    const { picturesOf } = await import('../../../components/pictureMarkup/usePictureMarkup');
    return [{ src: product.productPicture, title: name }, ...picturesOf(product.productIntroduce)];
  }, [product, name]);
  return { open: useImageViewer(group) };
}
