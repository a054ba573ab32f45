/**
 * The online application machine's named effects, guards and delays (its states are in
 * onlineApplicationMachine.ts). Every actor is the app's (useApplicationMachine); the stubs here
 * fail.
 */
import { assertEvent, and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { describeGuards } from './describeGuards';
import { notProvided, notProvidedAction } from './notProvided';
import { formWithPictures, type SubmissionResult } from './formWithPictures';
import {
  applicationPhoneProblem,
  PHONE_CHECK_DELAY_MS,
  validateApplication,
  type ApplicationHint,
  type ApplicationPayload,
  type OnlineApplicationContext,
  type OnlineApplicationEvent,
  type OnlineApplicationInput,
} from './onlineApplicationForm';

const shared = formWithPictures<OnlineApplicationContext, OnlineApplicationEvent>();

const SUBMITTING = '#onlineApplication.filling.submission.submitting';

export const onlineApplicationSetup = setup({
  types: {
    context: {} as OnlineApplicationContext,
    events: {} as OnlineApplicationEvent,
    input: {} as OnlineApplicationInput,
  },
  actors: {
    ...shared.actors,
    apply: fromPromise<SubmissionResult, ApplicationPayload>(notProvided('apply')),
  },
  actions: {
    ...shared.actions,
    setDeviceType: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_DEVICE_TYPE');
      const { deviceTypeId: _cleared, ...errors } = context.errors;
      return {
        deviceType: { deviceTypeId: event.deviceTypeId, deviceTypeName: event.deviceTypeName },
        errors,
        hint: null,
      };
    }),
    hintChooseDeviceType: assign({ hint: 'chooseDeviceType' as ApplicationHint }),
    hintWaitForUpload: assign({ hint: 'waitForUpload' as ApplicationHint }),
    hintImageLimitReached: assign({ hint: 'imageLimitReached' as ApplicationHint }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return {
        fields: { ...context.fields, [event.field]: event.value },
        errors,
        hint: null,
        failure: null,
      };
    }),
    checkPhoneField: assign(({ context }) => {
      const { phoneNum: _previous, ...errors } = context.errors;
      const problem = applicationPhoneProblem(context.fields.phoneNum);
      return { errors: problem ? { ...errors, phoneNum: problem } : errors };
    }),
    setManagementMode: assign(({ event }) => {
      assertEvent(event, 'SET_MANAGEMENT_MODE');
      return { managementMode: event.mode };
    }),
    setCompanyType: assign(({ event }) => {
      assertEvent(event, 'SET_COMPANY_TYPE');
      return { companyType: event.companyType };
    }),
    addImage: assign(({ context }, params: { path: string }) => ({
      imgList: [...context.imgList, params.path],
    })),
    showFieldErrors: assign(({ context }) => ({ errors: validateApplication(context) })),
    /** The app offers to log in (a confirm dialog whose confirm goes to /loginn). */
    offerLogin: notProvidedAction('offerLogin'),
    /** The app shows 'application submitted successfully'. */
    notifySubmitted: notProvidedAction('notifySubmitted'),
    /** The app navigates to /homePage. */
    goHome: notProvidedAction('goHome'),
  },
  guards: {
    ...shared.guards,
    canEdit: not(stateIn(SUBMITTING)),
    isPhoneChange: ({ event }) => {
      assertEvent(event, 'CHANGE');
      return event.field === 'phoneNum';
    },
    isPhoneEdit: and(['isPhoneChange', 'canEdit']),
    isUploading: stateIn('#onlineApplication.filling.uploads.uploading'),
    hasInvalidFields: ({ context }) => Object.keys(validateApplication(context)).length > 0,
  },
  delays: {
    phoneCheckDelay: PHONE_CHECK_DELAY_MS,
  },
});

/** What each guard means, for the diagrams and the inspector (the root's `meta`). */
export const onlineApplicationGuardDescriptions = describeGuards({
  canEdit: 'The application is not being sent: while it is, the form is locked.',
  isPhoneEdit:
    'The phone number is typed while the form can be edited: its message follows after a pause.',
  isUploading: 'A picture is still uploading: sending waits for it.',
  hasInvalidFields:
    'A required field is empty, the phone is not a valid number, or no device type is chosen (content-and-profile §5): the messages show.',
  isImageListFull:
    'The form holds as many pictures as it allows (9 by default): another is refused with a hint.',
  isSubmitted: 'The server accepted the application (code 1): a notice, then home.',
  isNotLoggedIn: 'The server answered code 2 (not logged in): a login is offered.',
});
