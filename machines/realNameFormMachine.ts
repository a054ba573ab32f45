/**
 * The real-name authentication form (content-and-profile §3 "Real-name form",
 * §5, §8): name, phone and e-mail required, at least one picture (the business
 * licence), pictures uploaded one at a time, code 2 offers a login.
 */
import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import { applicationPhoneProblem, type ApplicationErrorCode } from './onlineApplicationMachine';

/** `realNameAuth` result codes. */
export const REAL_NAME_SUCCESS_CODE = 1;
export const REAL_NAME_NOT_LOGGED_IN_CODE = 2;

/** Pictures per form (the API's limit). */
export const MAX_REAL_NAME_IMAGES = 9;

export type RealNameField = 'contactPerson' | 'phoneNum' | 'email' | 'addr' | 'postscript';

export const REAL_NAME_FIELDS: readonly RealNameField[] = [
  'contactPerson',
  'phoneNum',
  'email',
  'addr',
  'postscript',
];

/** Required besides the phone (which has its own rules) and the pictures. */
export const REQUIRED_REAL_NAME_FIELDS: readonly RealNameField[] = ['contactPerson', 'email'];

/** Field messages, translated by the screen; `imgList` 'required' asks for the licence. */
export type RealNameErrors = Partial<Record<RealNameField | 'imgList', ApplicationErrorCode>>;

export type RealNameHint = 'imageLimitReached' | 'waitForUpload';

export type RealNameFailure =
  | { code: 'server'; message: string }
  | { code: 'unknown' }
  | { code: 'notLoggedIn' }
  | { code: 'network' };

export type RealNameUploadFailure = { code: 'server'; message: string } | { code: 'uploadFailed' };

export interface RealNameFormInput {
  /** Default MAX_REAL_NAME_IMAGES. */
  maxImages?: number;
}

export interface RealNameFormContext {
  maxImages: number;
  fields: Record<RealNameField, string>;
  imgList: string[];
  uploadingFile: Blob | null;
  errors: RealNameErrors;
  hint: RealNameHint | null;
  failure: RealNameFailure | null;
  uploadFailure: RealNameUploadFailure | null;
}

export type RealNameFormEvent =
  | { type: 'CHANGE'; field: RealNameField; value: string }
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'REMOVE_IMAGE'; path: string }
  | { type: 'SUBMIT' };

/** `POST /cooperate/realNameAuth` body. */
export interface RealNamePayload extends Record<RealNameField, string> {
  imgList: string[];
}

export interface RealNameResult {
  code: number;
  msg?: string;
}

const emptyFields = Object.fromEntries(REAL_NAME_FIELDS.map((field) => [field, ''])) as Record<
  RealNameField,
  string
>;

export function validateRealNameForm(
  context: Pick<RealNameFormContext, 'fields' | 'imgList'>,
): RealNameErrors {
  const errors: RealNameErrors = {};
  for (const field of REQUIRED_REAL_NAME_FIELDS)
    if (context.fields[field].trim() === '') errors[field] = 'required';
  const phone = applicationPhoneProblem(context.fields.phoneNum);
  if (phone) errors.phoneNum = phone;
  if (context.imgList.length === 0) errors.imgList = 'required';
  return errors;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
  return typeof error === 'string' && error !== '' ? error : undefined;
}

export const realNameFormMachine = setup({
  types: {
    context: {} as RealNameFormContext,
    events: {} as RealNameFormEvent,
    input: {} as RealNameFormInput,
  },
  actors: {
    uploadImage: fromPromise<{ path: string }, { file: Blob }>(async () => {
      throw new Error('provided by the app');
    }),
    submit: fromPromise<RealNameResult, RealNamePayload>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors, failure: null };
    }),
    takeFile: assign(({ event }) =>
      event.type === 'UPLOAD' ? { uploadingFile: event.file, uploadFailure: null, hint: null } : {},
    ),
    releaseFile: assign({ uploadingFile: null }),
    addImage: assign(({ context }, params: { path: string }) => {
      const { imgList: _cleared, ...errors } = context.errors;
      return { imgList: [...context.imgList, params.path], errors };
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'REMOVE_IMAGE'
        ? { imgList: context.imgList.filter((path) => path !== event.path), hint: null }
        : {},
    ),
    markUploadFailure: assign((_, params: { error: unknown }) => {
      const message = messageOf(params.error);
      return {
        uploadFailure: message
          ? { code: 'server' as const, message }
          : { code: 'uploadFailed' as const },
      };
    }),
    hintImageLimitReached: assign({ hint: 'imageLimitReached' as RealNameHint }),
    hintWaitForUpload: assign({ hint: 'waitForUpload' as RealNameHint }),
    showFieldErrors: assign(({ context }) => ({ errors: validateRealNameForm(context) })),
    clearMessages: assign({ errors: {}, hint: null, failure: null }),
    markNotLoggedIn: assign({ failure: { code: 'notLoggedIn' } as RealNameFailure }),
    markServerFailure: assign((_, params: { message: string | undefined }) => ({
      failure: params.message
        ? { code: 'server' as const, message: params.message }
        : { code: 'unknown' as const },
    })),
    markNetworkFailure: assign({ failure: { code: 'network' } as RealNameFailure }),
    /** The app offers to log in. */
    offerLogin: () => {},
    /** The app shows the server's confirmation. */
    notifySubmitted: (_, _params: { message: string | undefined }) => {},
    /** The app navigates to /homePage. */
    goHome: () => {},
  },
  guards: {
    canEdit: not(stateIn('#realNameForm.editing.submission.submitting')),
    isImageListFull: ({ context }) => context.imgList.length >= context.maxImages,
    isUploading: stateIn('#realNameForm.editing.uploads.uploading'),
    hasInvalidFields: ({ context }) => Object.keys(validateRealNameForm(context)).length > 0,
    isSubmitted: (_, params: { code: number }) => params.code === REAL_NAME_SUCCESS_CODE,
    isNotLoggedIn: (_, params: { code: number }) => params.code === REAL_NAME_NOT_LOGGED_IN_CODE,
  },
}).createMachine({
  id: 'realNameForm',
  context: ({ input }) => ({
    maxImages: input.maxImages ?? MAX_REAL_NAME_IMAGES,
    fields: emptyFields,
    imgList: [],
    uploadingFile: null,
    errors: {},
    hint: null,
    failure: null,
    uploadFailure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: {
        CHANGE: { guard: 'canEdit', actions: 'setField' },
        REMOVE_IMAGE: { guard: 'canEdit', actions: 'removeImage' },
      },
      states: {
        uploads: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                UPLOAD: [
                  { guard: 'isImageListFull', actions: 'hintImageLimitReached' },
                  { guard: 'canEdit', target: 'uploading', actions: 'takeFile' },
                ],
              },
            },
            uploading: {
              tags: ['uploading'],
              exit: 'releaseFile',
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context }) => ({ file: context.uploadingFile as Blob }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'addImage',
                    params: ({ event }) => ({ path: event.output.path }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'markUploadFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        submission: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SUBMIT: [
                  { guard: 'isUploading', actions: 'hintWaitForUpload' },
                  { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
                  { target: 'submitting', actions: 'clearMessages' },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submit',
                src: 'submit',
                input: ({ context }) => ({ ...context.fields, imgList: context.imgList }),
                onDone: [
                  {
                    guard: {
                      type: 'isSubmitted',
                      params: ({ event }) => ({ code: event.output.code }),
                    },
                    target: '#realNameForm.submitted',
                    actions: {
                      type: 'notifySubmitted',
                      params: ({ event }) => ({ message: event.output.msg }),
                    },
                  },
                  {
                    guard: {
                      type: 'isNotLoggedIn',
                      params: ({ event }) => ({ code: event.output.code }),
                    },
                    target: 'idle',
                    actions: ['markNotLoggedIn', 'offerLogin'],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'markServerFailure',
                      params: ({ event }) => ({ message: event.output.msg }),
                    },
                  },
                ],
                onError: { target: 'idle', actions: 'markNetworkFailure' },
              },
            },
          },
        },
      },
    },
    submitted: {
      type: 'final',
      entry: 'goHome',
    },
  },
});
