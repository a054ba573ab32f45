/**
 * The real-name authentication form (content-and-profile §3 "Real-name form",
 * §5, §8): name, phone and e-mail required, at least one picture (the business
 * licence), pictures uploaded one at a time, code 2 offers a login.
 */
import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import { notProvided } from './notProvided';
import { applicationPhoneProblem, type ApplicationErrorCode } from './onlineApplicationMachine';
import {
  answerCode,
  failedSubmission,
  formWithPictures,
  pictureUploadsState,
  readyToSubmitState,
  refusedSubmission,
  type SubmissionFailure,
  type SubmissionResult,
  type UploadFailure,
} from './formWithPictures';

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
  failure: SubmissionFailure | null;
  uploadFailure: UploadFailure | null;
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

const shared = formWithPictures<RealNameFormContext, RealNameFormEvent>();

export const realNameFormMachine = setup({
  types: {
    context: {} as RealNameFormContext,
    events: {} as RealNameFormEvent,
    input: {} as RealNameFormInput,
  },
  actors: {
    ...shared.actors,
    submit: fromPromise<SubmissionResult, RealNamePayload>(notProvided('submit')),
  },
  actions: {
    ...shared.actions,
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors, failure: null };
    }),
    addImage: assign(({ context }, params: { path: string }) => {
      const { imgList: _cleared, ...errors } = context.errors;
      return { imgList: [...context.imgList, params.path], errors };
    }),
    hintImageLimitReached: assign({ hint: 'imageLimitReached' as RealNameHint }),
    hintWaitForUpload: assign({ hint: 'waitForUpload' as RealNameHint }),
    showFieldErrors: assign(({ context }) => ({ errors: validateRealNameForm(context) })),
    /** The app offers to log in. */
    offerLogin: () => {},
    /** The app shows the server's confirmation. */
    notifySubmitted: (_, _params: { message: string | undefined }) => {},
    /** The app navigates to /homePage. */
    goHome: () => {},
  },
  guards: {
    ...shared.guards,
    canEdit: not(stateIn('#realNameForm.editing.submission.submitting')),
    isUploading: stateIn('#realNameForm.editing.uploads.uploading'),
    hasInvalidFields: ({ context }) => Object.keys(validateRealNameForm(context)).length > 0,
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
        REMOVE_IMAGE: {
          guard: 'canEdit',
          actions: { type: 'removeImage', params: ({ event }) => ({ path: event.path }) },
        },
      },
      states: {
        uploads: pictureUploadsState,
        submission: {
          initial: 'idle',
          states: {
            idle: readyToSubmitState,
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submit',
                src: 'submit',
                input: ({ context }) => ({ ...context.fields, imgList: context.imgList }),
                onDone: [
                  {
                    guard: { type: 'isSubmitted', params: answerCode },
                    target: '#realNameForm.submitted',
                    actions: {
                      type: 'notifySubmitted',
                      params: ({ event }) => ({ message: event.output.msg }),
                    },
                  },
                  ...refusedSubmission,
                ],
                onError: failedSubmission,
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
