import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ApplicationField,
  ApplicationTextField,
  OnlineApplicationInput,
} from '../../../../machines/onlineApplicationForm';
import type { BusinessOffice, DeviceType } from '../../../api/programmes';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { EmailField, MobilePhoneField, RemarksField } from '../CommonFields';
import { ProgrammeForm } from '../ProgrammeForm';
import { ImageUploader } from '../upload/ImageUploader';
import { uploaderBinding } from '../upload/uploaderBinding';
import { ManagementFields } from './ManagementFields';
import { RegionSelect } from './RegionSelect';
import type { RegionTree } from '../../../components/address/regionData';
import { fieldMessage, hintMessage, uploadFailureMessage } from './applicationMessages';
import { useApplicationMachine } from './useApplicationMachine';
import { optionFor } from './languageIds';
import * as css from '../../../components/form/form.css';

export interface ApplicationFormData {
  deviceTypes: DeviceType[];
  offices: BusinessOffice[];
  regions: RegionTree;
}

interface ApplicationFormProps {
  input: OnlineApplicationInput;
  data: ApplicationFormData;
  /** What is applied for, shown above the form. */
  programme: ReactNode;
}

/** The online application of /contract and /applyAgent (content-and-profile §3 "Application", §5). */
export function ApplicationForm({ input, data, programme }: ApplicationFormProps) {
  const { i18n, t } = useLingui();
  const form = useApplicationMachine(input);
  const { state, send } = form;
  const { context } = state;
  const busy = state.hasTag('busy');
  const errorOf = (field: ApplicationField) => fieldMessage(i18n, field, context.errors[field]);
  const text = (field: ApplicationTextField) => ({
    value: context.fields[field],
    onChange: (value: string) => send({ type: 'CHANGE', field, value }),
    error: errorOf(field),
  });
  const hint = hintMessage(i18n, context.hint, context.maxImages);
  const hintId = useId();

  return (
    <ProgrammeForm form={form} submitLabel={<Trans>Submit application</Trans>}>
      <p className={css.notice}>{programme}</p>
      <fieldset className={css.section}>
        <legend className={css.legend}>
          <Trans>Device type</Trans>
        </legend>
        <SelectField
          wide
          required
          label={<Trans>Device type you will work with</Trans>}
          placeholder={t`Choose a device type`}
          options={data.deviceTypes.map((type) => ({ value: type.id, label: type.typeName }))}
          value={optionFor(
            data.deviceTypes.map((type) => type.id),
            context.deviceType?.deviceTypeId,
          )}
          error={errorOf('deviceTypeId')}
          hintId={context.hint === 'chooseDeviceType' ? hintId : undefined}
          disabled={busy}
          onChange={(deviceTypeId) => {
            const chosen = data.deviceTypes.find((type) => type.id === deviceTypeId);
            if (chosen)
              send({ type: 'CHOOSE_DEVICE_TYPE', deviceTypeId, deviceTypeName: chosen.typeName });
          }}
        />
        {data.deviceTypes.length === 0 ? (
          // Without a device type nothing can be entered: say so rather than leave an empty list.
          <p className={css.notice}>
            <Trans>
              No device type is open for applications at the moment. Please come back later or{' '}
              <Link to="/contact">contact us</Link>.
            </Trans>
          </p>
        ) : null}
      </fieldset>
      {hint ? (
        <p id={hintId} className={css.notice} role="status">
          {hint}
        </p>
      ) : null}
      <fieldset className={css.section} disabled={busy}>
        <legend className={css.legend}>
          <Trans>Applicant</Trans>
        </legend>
        <TextField
          required
          label={<Trans>Applicant (company or person)</Trans>}
          {...text('applyName')}
          autoComplete="organization"
        />
        <TextField
          required
          label={<Trans>Contact person</Trans>}
          {...text('contactPerson')}
          autoComplete="name"
        />
        <MobilePhoneField {...text('phoneNum')} />
        <EmailField {...text('email')} />
        <ManagementFields
          mode={context.managementMode}
          companyType={context.companyType}
          disabled={busy}
          onModeChange={(mode) => send({ type: 'SET_MANAGEMENT_MODE', mode })}
          onCompanyTypeChange={(companyType) => send({ type: 'SET_COMPANY_TYPE', companyType })}
        />
        <TextField label={<Trans>ID card number</Trans>} {...text('idCardNum')} maxLength={18} />
        <TextField
          label={<Trans>Website</Trans>}
          {...text('website')}
          type="url"
          autoComplete="url"
        />
      </fieldset>
      <fieldset className={css.section} disabled={busy}>
        <legend className={css.legend}>
          <Trans>Location</Trans>
        </legend>
        <RegionSelect
          regions={data.regions}
          value={{
            province: context.fields.province,
            city: context.fields.city,
            district: context.fields.district,
          }}
          onChange={(region) => {
            send({ type: 'CHANGE', field: 'province', value: region.province });
            send({ type: 'CHANGE', field: 'city', value: region.city });
            send({ type: 'CHANGE', field: 'district', value: region.district });
          }}
        />
        <TextField
          required
          wide
          label={<Trans>Address</Trans>}
          {...text('addr')}
          autoComplete="street-address"
        />
        <TextField wide label={<Trans>Area you expect to cover</Trans>} {...text('expectArea')} />
      </fieldset>
      <fieldset className={css.section} disabled={busy}>
        <legend className={css.legend}>
          <Trans>Business contact and documents</Trans>
        </legend>
        <SelectField
          wide
          required
          label={<Trans>Business contact</Trans>}
          placeholder={t`Choose your business contact`}
          options={data.offices.map((office) => ({
            value: office.businessPerId,
            label: `${office.contacts} · ${office.title}`,
          }))}
          value={optionFor(
            data.offices.map((office) => office.businessPerId),
            context.fields.businessPerId,
          )}
          error={errorOf('businessPerId')}
          onChange={(businessPerId) => {
            const office = data.offices.find((item) => item.businessPerId === businessPerId);
            send({ type: 'CHANGE', field: 'businessPerId', value: businessPerId });
            send({ type: 'CHANGE', field: 'businessPerName', value: office?.contacts ?? '' });
          }}
        />
        <ImageUploader
          label={<Trans>Business licence and other pictures</Trans>}
          {...uploaderBinding(state, send)}
          message={uploadFailureMessage(i18n, context.uploadFailure)}
        />
        <RemarksField {...text('postscript')} />
      </fieldset>
    </ProgrammeForm>
  );
}
