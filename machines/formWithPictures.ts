/**
 * What the online application and the real-name form share (content-and-profile
 * §5, §8): pictures uploaded one at a time up to the form's limit, and the
 * answer to sending the form (code 1 accepted, code 2 not logged in, any other
 * the server's message).
 *
 * Each form's machine spreads `formWithPictures()` into its own `setup` and
 * places these states in its own config. The form supplies what depends on its
 * own states and fields: the guards `canEdit`, `isUploading`, `hasInvalidFields`
 * and the actions `addImage`, `showFieldErrors`, `hintImageLimitReached`,
 * `hintWaitForUpload` and `offerLogin`.
 */
import {
  assign,
  fromPromise,
  type Assigner,
  type EventObject,
  type ParameterizedObject,
} from 'xstate';
import { notProvided } from './notProvided';

/** `cooperate` result codes. */
export const FORM_ACCEPTED_CODE = 1;
export const FORM_NOT_LOGGED_IN_CODE = 2;

/** A refused or failed submission. */
export type SubmissionFailure =
  | { code: 'server'; message: string }
  | { code: 'unknown' }
  | { code: 'notLoggedIn' }
  | { code: 'network' };

/** A failed upload: the server's message, or "upload failed" without one. */
export type UploadFailure = { code: 'server'; message: string } | { code: 'uploadFailed' };

/** `POST /file/uploadImage` (multipart field fileList): data[0] is the path. Rejects with the server's message. */
export interface UploadImageResult {
  path: string;
}

/** A form's answer: FORM_ACCEPTED_CODE, FORM_NOT_LOGGED_IN_CODE or a refusal with its message. */
export interface SubmissionResult {
  code: number;
  msg?: string;
}

/** The fields the shared actions and guards read or write; each form adds its own. */
export interface FormWithPicturesContext {
  maxImages: number;
  /** Uploaded image paths, in upload order; the previews. */
  imgList: string[];
  /** The file being uploaded, while one is. */
  uploadingFile: Blob | null;
  uploadFailure: UploadFailure | null;
  failure: SubmissionFailure | null;
  /** The form's own hints; the shared actions only clear them. */
  hint: string | null;
  /** The form's own field messages; the shared actions only clear them. */
  errors: object;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
  return undefined;
}

/** The actors, actions and guards of the shared parts, typed for one form's machine. */
export function formWithPictures<
  TContext extends FormWithPicturesContext,
  TEvent extends EventObject,
>() {
  // TypeScript cannot check a literal against part of a generic context. Every value
  // written below has the type FormWithPicturesContext gives its field (the hint and
  // the errors are only emptied), and TContext extends it.
  const update = <TParams extends ParameterizedObject['params']>(
    assigner: (args: { context: TContext }, params: TParams) => Partial<FormWithPicturesContext>,
  ) =>
    assign<TContext, TEvent, TParams, TEvent, never>(
      assigner as unknown as Assigner<TContext, TEvent, TParams, TEvent, never>,
    );

  return {
    actors: {
      uploadImage: fromPromise<UploadImageResult, { file: Blob }>(notProvided('uploadImage')),
    },
    actions: {
      takeFile: update((_, params: { file: Blob }) => ({
        uploadingFile: params.file,
        uploadFailure: null,
        hint: null,
      })),
      releaseFile: update(() => ({ uploadingFile: null })),
      // A picture fewer: the limit's hint no longer holds.
      removeImage: update(({ context }, params: { path: string }) => ({
        imgList: context.imgList.filter((path) => path !== params.path),
        hint: null,
      })),
      markUploadFailure: update((_, params: { error: unknown }) => {
        const message = messageOf(params.error);
        return {
          uploadFailure: message
            ? { code: 'server' as const, message }
            : { code: 'uploadFailed' as const },
        };
      }),
      clearMessages: update(() => ({ errors: {}, hint: null, failure: null })),
      markNotLoggedIn: update(() => ({ failure: { code: 'notLoggedIn' as const } })),
      markServerFailure: update((_, params: { message: string | undefined }) => ({
        failure: params.message
          ? { code: 'server' as const, message: params.message }
          : { code: 'unknown' as const },
      })),
      markNetworkFailure: update(() => ({ failure: { code: 'network' as const } })),
    },
    guards: {
      isImageListFull: ({ context }: { context: TContext }) =>
        context.imgList.length >= context.maxImages,
      isSubmitted: (_: unknown, params: { code: number }) => params.code === FORM_ACCEPTED_CODE,
      isNotLoggedIn: (_: unknown, params: { code: number }) =>
        params.code === FORM_NOT_LOGGED_IN_CODE,
    },
  };
}

/** The code of a form's answer, for the guards `isSubmitted` and `isNotLoggedIn`. */
export const answerCode = ({ event }: { event: { output: SubmissionResult } }) => ({
  code: event.output.code,
});

/** The `uploads` region of a form's editing state: one picture at a time, none past the limit. */
export const pictureUploadsState = {
  description: 'The pictures, uploaded one at a time up to the form’s limit.',
  initial: 'idle',
  states: {
    idle: {
      description: 'No picture is uploading; another can be chosen.',
      on: {
        UPLOAD: [
          { guard: 'isImageListFull', actions: 'hintImageLimitReached' },
          {
            guard: 'canEdit',
            target: 'uploading',
            actions: {
              type: 'takeFile',
              params: ({ event }: { event: { file: Blob } }) => ({ file: event.file }),
            },
          },
        ],
      },
    },
    uploading: {
      description: 'A picture is uploading; the form waits for it before it is sent.',
      tags: ['uploading'],
      exit: 'releaseFile',
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }: { context: FormWithPicturesContext }) => ({
          file: context.uploadingFile as Blob,
        }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'addImage',
            params: ({ event }: { event: { output: UploadImageResult } }) => ({
              path: event.output.path,
            }),
          },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'markUploadFailure',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
      },
    },
  },
} as const;

/** The submission's `idle` state: not sent while a picture uploads, nor with invalid fields. */
export const readyToSubmitState = {
  description: 'Not sent yet; sending waits for an upload and needs valid fields.',
  on: {
    SUBMIT: [
      { guard: 'isUploading', actions: 'hintWaitForUpload' },
      { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
      { target: 'submitting', actions: 'clearMessages' },
    ],
  },
} as const;

/** A form's answer other than acceptance: code 2 offers a login, any other shows the server's message. */
export const refusedSubmission = [
  {
    guard: { type: 'isNotLoggedIn', params: answerCode },
    target: 'idle',
    actions: ['markNotLoggedIn', 'offerLogin'],
  },
  {
    target: 'idle',
    actions: {
      type: 'markServerFailure',
      params: ({ event }: { event: { output: SubmissionResult } }) => ({
        message: event.output.msg,
      }),
    },
  },
] as const;

/** No answer at all. */
export const failedSubmission = { target: 'idle', actions: 'markNetworkFailure' } as const;
