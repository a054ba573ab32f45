import type { FormWithPicturesContext } from '../../../../machines/formWithPictures';

interface FormWithPicturesState {
  context: Pick<FormWithPicturesContext, 'imgList' | 'maxImages'>;
  hasTag(tag: 'uploading' | 'busy'): boolean;
}

type PictureEvent = { type: 'UPLOAD'; file: Blob } | { type: 'REMOVE_IMAGE'; path: string };

/** What `ImageUploader` shows and sends for a form machine with pictures (machines/formWithPictures.ts). */
export function uploaderBinding(state: FormWithPicturesState, send: (event: PictureEvent) => void) {
  return {
    images: state.context.imgList,
    max: state.context.maxImages,
    uploading: state.hasTag('uploading'),
    locked: state.hasTag('busy'),
    onUpload: (file: File) => send({ type: 'UPLOAD', file }),
    onRemove: (path: string) => send({ type: 'REMOVE_IMAGE', path }),
  };
}
