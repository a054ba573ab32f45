import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import type { UploadImageResult } from '../../../../machines/formWithPictures';
import { NOT_LOGGED_IN_CODE, UploadRefused, uploadPicture } from '../../../api/programmes';

/**
 * A form machine's `uploadImage` with the real call. The upload needs a login:
 * a logged-out one calls `offerLogin` and fails with a translated message.
 */
export function uploadImageActor(offerLogin: () => void) {
  return fromPromise<UploadImageResult, { file: Blob }>(async ({ input: { file } }) => {
    try {
      return await uploadPicture(file);
    } catch (error) {
      if (error instanceof UploadRefused && error.code === NOT_LOGGED_IN_CODE) {
        offerLogin();
        throw new Error(t`You are not logged in`, { cause: error });
      }
      throw error;
    }
  });
}
