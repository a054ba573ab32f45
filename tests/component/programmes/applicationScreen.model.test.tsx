/**
 * Model-based UI test of the partner application (/applyAgent), in the real app: the paths
 * of `onlineApplicationMachine` (support/modelUi). Every event is a gesture on the form (a
 * device type chosen, a field typed, a mode or company type picked, a picture chosen or
 * removed, the submit) or the answer to a held upload or submission; the phone's message
 * follows after its pause on a simulated clock. The uploads must carry the chosen file, the
 * submission every field, the device type, the modes and the uploaded pictures' paths.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import {
  applicationPhoneProblem,
  PHONE_CHECK_DELAY_MS,
  REQUIRED_APPLICATION_FIELDS,
  type ApplicationTextField,
  type OnlineApplicationContext,
} from '../../../machines/onlineApplicationForm';
import { onlineApplicationMachine } from '../../../machines/onlineApplicationMachine';
import {
  failureMessage,
  fieldMessage,
  hintMessage,
} from '../../../src/features/programmes/application/applicationMessages';
import type { Locale } from '../../../src/i18n/locales';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { apiTarget } from '../../support/apiTarget';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { traceMachines } from '../../support/modelUi/machineTrace';
import { eventsOf, type ScreenModel } from '../../support/modelUi/screenModel';
import { describeScreenModel, type ScreenSpec } from '../../support/modelUi/screenRunner';
import { testClocks } from '../../support/modelUi/testClocks';
import { renderAppAt } from '../../support/renderApp';
import { storeLogin } from '../account/support/accountSetup';
import { applicationTexts, type ApplicationTexts } from './support/applicationTexts';
import { pngFile } from './support/pictures';

vi.setConfig({ testTimeout: 30_000 });

const AGENT_SIGN_TYPE = 2;

let mock: MockServer;
let held: HeldServer;
const trace = traceMachines();
beforeAll(async () => {
  mock = await startMock();
  held = await startHeldServer(mock.url, ['uploadImage', 'applyOnlineSign']);
  apiTarget.url = held.url;
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

/** The form's real choices, read when the path opens it: two device types and a contact. */
let choices: { deviceTypes: { id: string; name: string }[]; office: { id: string; name: string } };

/* ----------------------------------------------------------------------- model */

const ctx = (state: AnyMachineSnapshot) => state.context as OnlineApplicationContext;
const filledRequired = (context: OnlineApplicationContext) =>
  REQUIRED_APPLICATION_FIELDS.filter((field) => context.fields[field].trim() !== '').length;

/** What the applicant types; the contact is chosen from a list (its id stands in here). */
const TYPED: Record<string, string> = {
  applyName: 'Reach Partners Ltd',
  contactPerson: 'Li Lei',
  email: 'li.lei@example.com',
  addr: '18 Gaoxin South Road',
  businessPerId: 'the contact',
};
const GOOD_PHONE = '13800138000';
const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error('refused'),
});

const applicationModel: ScreenModel = {
  name: 'onlineApplicationMachine',
  machine: onlineApplicationMachine,
  input: { signType: AGENT_SIGN_TYPE },
  // How far the form is filled decides the guards; until every required field is, only the
  // top state counts (the model test's reading, which keeps the graph small).
  serializeState: (snapshot) => {
    const context = ctx(snapshot);
    const filled = filledRequired(context);
    const complete = filled === REQUIRED_APPLICATION_FIELDS.length;
    const top =
      typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    return JSON.stringify({
      value: complete ? snapshot.value : top,
      status: snapshot.status,
      filled,
      phoneValid: applicationPhoneProblem(context.fields.phoneNum) === null,
      images: context.imgList.length,
    });
  },
  events: (snapshot) =>
    eventsOf(snapshot, {
      // The other device type: choosing the chosen one again changes nothing on the screen.
      CHOOSE_DEVICE_TYPE: (state) => {
        const index = ctx(state).deviceType?.deviceTypeId === 'type 1' ? 2 : 1;
        return [{ type: 'CHOOSE_DEVICE_TYPE', deviceTypeId: `type ${index}`, deviceTypeName: '' }];
      },
      CHANGE: (state) => {
        const { fields } = ctx(state);
        const next = REQUIRED_APPLICATION_FIELDS.find((field) => fields[field].trim() === '');
        const phone = applicationPhoneProblem(fields.phoneNum) === null ? '12345' : GOOD_PHONE;
        return [
          ...(next ? [{ type: 'CHANGE', field: next, value: TYPED[next] }] : []),
          ...(fields.applyName ? [{ type: 'CHANGE', field: 'applyName', value: '' }] : []),
          { type: 'CHANGE', field: 'phoneNum', value: phone },
        ];
      },
      SET_MANAGEMENT_MODE: (state) => [
        { type: 'SET_MANAGEMENT_MODE', mode: ctx(state).managementMode === 1 ? 2 : 1 },
      ],
      // The company types are offered for a company only; a click picks another one.
      SET_COMPANY_TYPE: (state) =>
        ctx(state).managementMode === 2
          ? [
              {
                type: 'SET_COMPANY_TYPE',
                companyType:
                  ctx(state).companyType === 'jointStock' ? 'limitedLiability' : 'jointStock',
              },
            ]
          : [],
      UPLOAD: () => [{ type: 'UPLOAD', file: new Blob(['png']) }],
      REMOVE_IMAGE: (state) =>
        ctx(state)
          .imgList.slice(0, 1)
          .map((path) => ({ type: 'REMOVE_IMAGE', path })),
      'xstate.done.actor.uploadImage': (state) => [
        done('uploadImage', {
          path: `/mock-assets/uploads/model-${ctx(state).imgList.length}.png`,
        }),
      ],
      'xstate.error.actor.uploadImage': () => [failed('uploadImage')],
      'xstate.done.actor.apply': () => [
        done('apply', { code: 1 }),
        done('apply', { code: 2 }),
        done('apply', { code: 0, msg: 'Duplicate application' }),
      ],
      'xstate.error.actor.apply': () => [failed('apply')],
    }),
};

/* ---------------------------------------------------------------- the server */

const NOT_A_PICTURE = 'Only PNG, JPEG, GIF, WebP or SVG pictures are accepted';

function answerFor(actor: string, event: AnyEventObject): [number, unknown] {
  if (actor === 'uploadImage')
    return event.type.startsWith('xstate.done.')
      ? [200, { code: 1, msg: 'ok', data: [(event.output as { path: string }).path] }]
      : [200, { code: 0, msg: NOT_A_PICTURE, data: null }];
  if (event.type.startsWith('xstate.error.')) return [500, { code: 500, msg: 'Server error' }];
  const { code, msg } = event.output as { code: number; msg?: string };
  return [200, { code, msg: msg ?? 'ok', data: null }];
}

/* ---------------------------------------------------------------- the screen */

const realType = (modelId: string | undefined) =>
  choices.deviceTypes[modelId === 'type 2' ? 1 : 0] ?? { id: '', name: '' };

function textField(text: ApplicationTexts, field: ApplicationTextField) {
  return screen.getByLabelText(text.label[field as keyof ApplicationTexts['label']], {
    exact: false,
  }) as HTMLInputElement;
}

const picker = (text: ApplicationTexts) =>
  screen.getByLabelText(text.pictures, { exact: false }) as HTMLInputElement;

async function perform(text: ApplicationTexts, event: AnyEventObject, state: AnyMachineSnapshot) {
  switch (event.type) {
    case 'CHOOSE_DEVICE_TYPE': {
      const select = screen.getByRole('combobox', { name: text.deviceType });
      fireEvent.change(select, { target: { value: realType(event.deviceTypeId).id } });
      return [event];
    }
    case 'CHANGE': {
      if (event.field !== 'businessPerId') {
        fireEvent.change(textField(text, event.field), { target: { value: event.value } });
        return [event];
      }
      const select = screen.getByRole('combobox', { name: text.businessContact });
      fireEvent.change(select, { target: { value: choices.office.id } });
      return [event, { type: 'CHANGE', field: 'businessPerName', value: choices.office.name }];
    }
    case 'SET_MANAGEMENT_MODE':
      fireEvent.click(
        screen.getByRole('radio', { name: event.mode === 1 ? text.personal : text.company }),
      );
      return [event];
    case 'SET_COMPANY_TYPE':
      fireEvent.click(
        screen.getByRole('radio', {
          name: text.companyType[event.companyType as keyof ApplicationTexts['companyType']],
        }),
      );
      return [event];
    case 'UPLOAD':
      fireEvent.change(picker(text), { target: { files: [pngFile('licence.png')] } });
      return [event];
    case 'REMOVE_IMAGE':
      fireEvent.click(screen.getByRole('button', { name: text.removePicture(1) }));
      return [event];
    case 'SUBMIT':
      fireEvent.click(screen.getByRole('button', { name: text.submit }));
      return [event];
    case 'xstate.after.phoneCheckDelay.onlineApplication.filling.fields.phonePending':
      act(() => testClocks.get('onlineApplication')?.increment(PHONE_CHECK_DELAY_MS));
      return [event];
    default:
      throw new Error(`no gesture for ${event.type} in ${JSON.stringify(state.value)}`);
  }
}

const applicationScreen: ScreenSpec<ApplicationTexts> = {
  model: applicationModel,
  endpointOf: (actor) => (actor === 'apply' ? 'applyOnlineSign' : 'uploadImage'),
  answerFor,
  perform: ({ text }, event, state) => perform(text, event, state),
  expectCall(actor, request, state) {
    const context = ctx(state);
    if (actor === 'uploadImage') {
      // One picture per upload, as a multipart file.
      expect(request.body).toMatch(/filename="licence\.png"/);
      return;
    }
    const type = realType(context.deviceType?.deviceTypeId);
    expect(request.body).toEqual({
      ...context.fields,
      businessPerId: choices.office.id,
      signType: AGENT_SIGN_TYPE,
      contractTypeId: '',
      deviceTypeId: type.id,
      deviceTypeName: type.name,
      managementMode: context.managementMode,
      companyType: context.companyType,
      imgList: context.imgList,
    });
  },
  async afterStep({ text }, event, published) {
    if (event.type !== 'xstate.done.actor.apply') return;
    const { code } = event.output as { code: number };
    if (code === 2) {
      const offer = await screen.findByRole('alertdialog', { name: text.notLoggedIn });
      fireEvent.click(within(offer).getByRole('button', { name: text.stayHere }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    if (code === 1)
      await waitFor(() =>
        expect(published()).toContainEqual(
          expect.objectContaining({ level: 'success', message: text.submitted }),
        ),
      );
  },
  expectScreen({ text, path }, state) {
    if (state.matches('submitted')) return expect(path()).toBe('/homePage');
    const context = ctx(state);
    for (const field of ['applyName', 'contactPerson', 'phoneNum', 'email', 'addr'] as const) {
      const input = textField(text, field);
      expect(input, field).toHaveValue(context.fields[field]);
      expect(input, `${field} message`).toHaveAccessibleDescription(
        fieldMessage(i18n, field, context.errors[field]) ?? '',
      );
    }
    const hint = hintMessage(i18n, context.hint, context.maxImages);
    const statuses = screen.queryAllByRole('status').map((node) => node.textContent);
    if (hint) expect(statuses).toContain(hint);
    expect(screen.queryAllByRole('img', { name: text.picture })).toHaveLength(
      context.imgList.length,
    );
    expect(picker(text)).toHaveAccessibleDescription(
      expect.stringContaining(
        state.hasTag('uploading')
          ? text.uploading
          : text.count(context.imgList.length, context.maxImages),
      ),
    );
    const failure = failureMessage(i18n, context.failure);
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    if (failure) expect(alerts).toContain(failure);
    const busy = state.hasTag('busy');
    expect(
      screen.getByRole('button', { name: busy ? text.submitting : text.submit }),
    ).toHaveProperty('disabled', busy);
  },
};

describeScreenModel(applicationScreen, {
  where: '/applyAgent',
  held: () => held,
  trace: { machines: trace, id: 'onlineApplication' },
  async open(locale: Locale) {
    const { user, token } = mock.createUser();
    storeLogin(token, user.username, user.nickname);
    testClocks.set('onlineApplication', new SimulatedClock());
    const app = await renderAppAt('/applyAgent', locale);
    const text = applicationTexts[locale];
    const types = within(await screen.findByRole('combobox', { name: text.deviceType }))
      .getAllByRole('option')
      .slice(1) as HTMLOptionElement[];
    const offices = within(screen.getByRole('combobox', { name: text.businessContact }))
      .getAllByRole('option')
      .slice(1) as HTMLOptionElement[];
    const [first, second] = types;
    const office = offices[0];
    if (!first || !second || !office) throw new Error('the mock offers too few choices');
    choices = {
      deviceTypes: [first, second].map((option) => ({ id: option.value, name: option.text })),
      office: { id: office.value, name: office.text.split(' · ')[0] ?? '' },
    };
    return { text, locale, path: app.path };
  },
});
