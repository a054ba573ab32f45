/**
 * The online application form of /contract and /applyAgent: a device type is
 * chosen first, then the application is filled in, images are uploaded one at
 * a time, and the validated application is sent (content-and-profile §3
 * "Application", §4 "Application form", §5, §8, §9).
 */
import {
  answerCode,
  failedSubmission,
  pictureUploadsState,
  readyToSubmitState,
  refusedSubmission,
} from './formWithPictures';
import {
  DEFAULT_COMPANY_TYPE,
  DEFAULT_SIGN_TYPE,
  emptyFields,
  MANAGEMENT_MODE,
  MAX_APPLICATION_IMAGES,
} from './onlineApplicationForm';
import {
  onlineApplicationGuardDescriptions,
  onlineApplicationSetup,
} from './onlineApplicationSetup';

export const onlineApplicationMachine = onlineApplicationSetup.createMachine({
  id: 'onlineApplication',
  meta: onlineApplicationGuardDescriptions,
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
      description: 'A device type must be chosen first; anything else shows that hint.',
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
      description: 'The application is filled in, its pictures uploaded, then it is sent.',
      type: 'parallel',
      states: {
        fields: {
          description: 'The form’s fields; everything is locked while the application is sent.',
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
              description: 'The phone’s message is up to date.',
              on: { CHANGE: { guard: 'isPhoneEdit', target: 'phonePending', actions: 'setField' } },
            },
            phonePending: {
              description: 'The phone’s message follows the typing after a short pause.',
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
          description: 'Sending the application.',
          initial: 'idle',
          states: {
            idle: readyToSubmitState,
            submitting: {
              description: 'The application is sent.',
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
      description: 'Accepted: a notice, then the home page.',
      type: 'final',
      entry: ['notifySubmitted', 'goHome'],
    },
  },
});
