import { useMemo } from 'react';
import { useImageViewer } from '../../../components/viewer/useImageViewer';
import { usePictureMarkup } from '../../../components/viewer/usePictureMarkup';
import type { Product } from '../../../api/contract/shop/catalogue';

/**
 * The product's picture and its introduction's pictures as one group: the viewer steps from the
 * product to the pictures of its introduction. `open(0)` is the product's own picture.
 */
export function useProductPictures(product: Product | undefined, name: string) {
  const introduction = usePictureMarkup(product?.productIntroduce ?? '');
  const pictures = useMemo(
    () => [
      ...(product ? [{ src: product.productPicture, title: name }] : []),
      ...introduction.pictures,
    ],
    [product, name, introduction.pictures],
  );
  return { introduction, open: useImageViewer(pictures) };
}
