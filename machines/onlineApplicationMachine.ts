/**
 * The online application form of /contract and /applyAgent: a device type is
 * chosen first, then the application is filled in, images are uploaded one at
 * a time, and the validated application is sent (content-and-profile §3
 * "Application", §4 "Application form", §5, §8, §9).
 */
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { notProvided } from './notProvided';
import { phoneProblem } from '../src/domain/contact';
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

/** The phone field's check runs this long after the last keystroke. */
export const PHONE_CHECK_DELAY_MS = 100;

/** Pictures per application (the API's limit); the app may pass the contract's value as `maxImages`. */
export const MAX_APPLICATION_IMAGES = 9;

/** The programme applied for when the route names none: 1 partner certification (2 agent, 3 incubator tenant). */
export const DEFAULT_SIGN_TYPE = 1;

/** Management mode: 1 personal, 2 company. */
export const MANAGEMENT_MODE = { personal: 1, company: 2 } as const;
export type ManagementMode = (typeof MANAGEMENT_MODE)[keyof typeof MANAGEMENT_MODE];

export type CompanyType = 'limitedLiability' | 'jointStock' | 'soleProprietorship';
export const COMPANY_TYPES: readonly CompanyType[] = [
  'limitedLiability',
  'jointStock',
  'soleProprietorship',
];
export const DEFAULT_COMPANY_TYPE: CompanyType = 'limitedLiability';

/** The free-text fields of the application entity. */
export type ApplicationTextField =
  | 'applyName'
  | 'contactPerson'
  | 'phoneNum'
  | 'email'
  | 'idCardNum'
  | 'expectArea'
  | 'province'
  | 'city'
  | 'district'
  | 'addr'
  | 'website'
  | 'businessPerId'
  | 'businessPerName'
  | 'postscript';

export const APPLICATION_TEXT_FIELDS: readonly ApplicationTextField[] = [
  'applyName',
  'contactPerson',
  'phoneNum',
  'email',
  'idCardNum',
  'expectArea',
  'province',
  'city',
  'district',
  'addr',
  'website',
  'businessPerId',
  'businessPerName',
  'postscript',
];

/** Required besides the phone (which has its own rules) and the device type. */
export const REQUIRED_APPLICATION_FIELDS: readonly ApplicationTextField[] = [
  'applyName',
  'contactPerson',
  'email',
  'addr',
  'businessPerId',
];

export type ApplicationField = ApplicationTextField | 'deviceTypeId';

/** Field messages, translated by the screen (the required texts name their field). */
export type ApplicationErrorCode =
  | 'required'
  /** 'please enter a numerical value'. */
  | 'phoneNotNumeric'
  /** 'incorrect phone number format'. */
  | 'phoneFormat';

/** A hint instead of the action the user tried. */
export type ApplicationHint =
  /** Nothing can be filled in before a device type is chosen. */
  | 'chooseDeviceType'
  /** No more pictures fit in the application. */
  | 'imageLimitReached'
  /** The application is not sent while an image is still uploading. */
  | 'waitForUpload';

export interface DeviceTypeChoice {
  deviceTypeId: string;
  deviceTypeName: string;
}

/** What the route adds to the application (e.g. /contract's incubatorId as contractTypeId). */
export interface OnlineApplicationInput {
  /** 1 partner certification, 2 agent, 3 incubator tenant; default 1. */
  signType?: number;
  /** The incubator's id for an incubator application. */
  contractTypeId?: string;
  /** Default MAX_APPLICATION_IMAGES. */
  maxImages?: number;
}

export interface OnlineApplicationContext {
  signType: number;
  contractTypeId: string;
  maxImages: number;
  deviceType: DeviceTypeChoice | null;
  fields: Record<ApplicationTextField, string>;
  managementMode: ManagementMode;
  companyType: CompanyType;
  /** Uploaded image paths, in upload order; the previews. */
  imgList: string[];
  /** The file being uploaded, while one is. */
  uploadingFile: Blob | null;
  errors: Partial<Record<ApplicationField, ApplicationErrorCode>>;
  hint: ApplicationHint | null;
  failure: SubmissionFailure | null;
  uploadFailure: UploadFailure | null;
}

export type OnlineApplicationEvent =
  | ({ type: 'CHOOSE_DEVICE_TYPE' } & DeviceTypeChoice)
  | { type: 'CHANGE'; field: ApplicationTextField; value: string }
  | { type: 'SET_MANAGEMENT_MODE'; mode: ManagementMode }
  | { type: 'SET_COMPANY_TYPE'; companyType: CompanyType }
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'REMOVE_IMAGE'; path: string }
  | { type: 'SUBMIT' };

/** `POST /cooperate/applyOnlineSign` body: the application entity. */
export interface ApplicationPayload extends Record<ApplicationTextField, string> {
  signType: number;
  contractTypeId: string;
  deviceTypeId: string;
  deviceTypeName: string;
  managementMode: ManagementMode;
  companyType: CompanyType;
  imgList: string[];
}

const emptyFields = Object.fromEntries(
  APPLICATION_TEXT_FIELDS.map((field) => [field, '']),
) as Record<ApplicationTextField, string>;

/** The phone rules of §5: required, numeric, mainland mobile pattern. */
export function applicationPhoneProblem(phone: string): ApplicationErrorCode | null {
  const problem = phoneProblem(phone);
  if (!problem) return null;
  return problem === 'phoneEmpty' ? 'required' : problem;
}

export function validateApplication(
  context: Pick<OnlineApplicationContext, 'fields' | 'deviceType'>,
): OnlineApplicationContext['errors'] {
  const errors: OnlineApplicationContext['errors'] = {};
  for (const field of REQUIRED_APPLICATION_FIELDS)
    if (context.fields[field].trim() === '') errors[field] = 'required';
  const phone = applicationPhoneProblem(context.fields.phoneNum);
  if (phone) errors.phoneNum = phone;
  if (!context.deviceType) errors.deviceTypeId = 'required';
  return errors;
}

const shared = formWithPictures<OnlineApplicationContext, OnlineApplicationEvent>();

const SUBMITTING = '#onlineApplication.filling.submission.submitting';

export const onlineApplicationMachine = setup({
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
      if (event.type !== 'CHOOSE_DEVICE_TYPE') return {};
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
      if (event.type !== 'CHANGE') return {};
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
    setManagementMode: assign(({ event }) =>
      event.type === 'SET_MANAGEMENT_MODE' ? { managementMode: event.mode } : {},
    ),
    setCompanyType: assign(({ event }) =>
      event.type === 'SET_COMPANY_TYPE' ? { companyType: event.companyType } : {},
    ),
    addImage: assign(({ context }, params: { path: string }) => ({
      imgList: [...context.imgList, params.path],
    })),
    showFieldErrors: assign(({ context }) => ({ errors: validateApplication(context) })),
    /** The app offers to log in (a confirm dialog whose confirm goes to /loginn). */
    offerLogin: () => {},
    /** The app shows 'application submitted successfully'. */
    notifySubmitted: () => {},
    /** The app navigates to /homePage. */
    goHome: () => {},
  },
  guards: {
    ...shared.guards,
    canEdit: not(stateIn(SUBMITTING)),
    isPhoneChange: ({ event }) => event.type === 'CHANGE' && event.field === 'phoneNum',
    isPhoneEdit: and(['isPhoneChange', 'canEdit']),
    isUploading: stateIn('#onlineApplication.filling.uploads.uploading'),
    hasInvalidFields: ({ context }) => Object.keys(validateApplication(context)).length > 0,
  },
  delays: {
    phoneCheckDelay: PHONE_CHECK_DELAY_MS,
  },
}).createMachine({
  id: 'onlineApplication',
  context: ({ input }) => ({
    signType: input.signType ?? DEFAULT_SIGN_TYPE,
    contractTypeId: input.contractTypeId ?? '',
    maxImages: input.maxImages ?? MAX_APPLICATION_IMAGES,
    deviceType: null,
    fields: emptyFields,
    managementMode: MANAGEMENT_MODE.company,
    companyType: DEFAULT_COMPANY_TYPE,
    imgList: [],
    uploadingFile: null,
    errors: {},
    hint: null,
    failure: null,
    uploadFailure: null,
  }),
  initial: 'choosingDeviceType',
  states: {
    choosingDeviceType: {
      on: {
        CHOOSE_DEVICE_TYPE: { target: 'filling', actions: 'setDeviceType' },
        CHANGE: { actions: 'hintChooseDeviceType' },
        SET_MANAGEMENT_MODE: { actions: 'hintChooseDeviceType' },
        SET_COMPANY_TYPE: { actions: 'hintChooseDeviceType' },
        UPLOAD: { actions: 'hintChooseDeviceType' },
        SUBMIT: { actions: 'hintChooseDeviceType' },
      },
    },
    filling: {
      type: 'parallel',
      states: {
        // The form's fields; everything is locked while the application is being sent.
        fields: {
          on: {
            CHOOSE_DEVICE_TYPE: { guard: 'canEdit', actions: 'setDeviceType' },
            CHANGE: { guard: 'canEdit', actions: 'setField' },
            SET_MANAGEMENT_MODE: { guard: 'canEdit', actions: 'setManagementMode' },
            SET_COMPANY_TYPE: { guard: 'canEdit', actions: 'setCompanyType' },
            REMOVE_IMAGE: {
              guard: 'canEdit',
              actions: { type: 'removeImage', params: ({ event }) => ({ path: event.path }) },
            },
          },
          initial: 'settled',
          states: {
            settled: {
              on: { CHANGE: { guard: 'isPhoneEdit', target: 'phonePending', actions: 'setField' } },
            },
            // The phone's message follows the typing after a short pause.
            phonePending: {
              after: { phoneCheckDelay: { target: 'settled', actions: 'checkPhoneField' } },
              on: {
                CHANGE: {
                  guard: 'isPhoneEdit',
                  target: 'phonePending',
                  reenter: true,
                  actions: 'setField',
                },
              },
            },
          },
        },
        uploads: pictureUploadsState,
        submission: {
          initial: 'idle',
          states: {
            idle: readyToSubmitState,
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'apply',
                src: 'apply',
                input: ({ context }) => ({
                  ...context.fields,
                  signType: context.signType,
                  contractTypeId: context.contractTypeId,
                  deviceTypeId: context.deviceType?.deviceTypeId ?? '',
                  deviceTypeName: context.deviceType?.deviceTypeName ?? '',
                  managementMode: context.managementMode,
                  companyType: context.companyType,
                  imgList: context.imgList,
                }),
                onDone: [
                  {
                    guard: { type: 'isSubmitted', params: answerCode },
                    target: '#onlineApplication.submitted',
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
      entry: ['notifySubmitted', 'goHome'],
    },
  },
});
