/**
 * The real-name authentication form (content-and-profile §3 "Real-name form",
 * §5, §8): name, phone and e-mail required, at least one picture (the business
 * licence), pictures uploaded one at a time, code 2 offers a login.
 */
import { assertEvent, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import {
  answerCode,
  failedSubmission,
  pictureUploadsState,
  readyToSubmitState,
  refusedSubmission,
  type SubmissionResult,
} from './formWithPictures';
import {
  MAX_REAL_NAME_IMAGES,
  type RealNameHint,
  type RealNameFormInput,
  type RealNameFormContext,
  type RealNameFormEvent,
  type RealNamePayload,
  emptyFields,
  realNamePictures,
  validateRealNameForm,
} from './realNameFormRules';

export const realNameFormMachine = setup({
  types: {
    context: {} as RealNameFormContext,
    events: {} as RealNameFormEvent,
    input: {} as RealNameFormInput,
  },
  actors: {
    ...realNamePictures.actors,
    submit: fromPromise<SubmissionResult, RealNamePayload>(notProvided('submit')),
  },
  actions: {
    ...realNamePictures.actions,
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
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
    offerLogin: notProvidedAction('offerLogin'),
    /** The app shows the server's confirmation. */
    notifySubmitted: notProvidedAction<{ message: string | undefined }>('notifySubmitted'),
    /** The app navigates to /homePage. */
    goHome: notProvidedAction('goHome'),
  },
  guards: {
    ...realNamePictures.guards,
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
