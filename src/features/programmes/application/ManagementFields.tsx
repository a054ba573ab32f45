import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_TYPES,
  MANAGEMENT_MODE,
  type CompanyType,
  type ManagementMode,
} from '../../../../machines/onlineApplicationMachine';
import * as css from '../../../components/form/form.css';

const companyTypeLabels: Record<CompanyType, MessageDescriptor> = {
  limitedLiability: msg`Limited liability company`,
  jointStock: msg`Joint-stock company`,
  soleProprietorship: msg`Sole proprietorship`,
};

interface ManagementFieldsProps {
  mode: ManagementMode;
  companyType: CompanyType;
  disabled: boolean;
  onModeChange(mode: ManagementMode): void;
  onCompanyTypeChange(companyType: CompanyType): void;
}

/** Management mode 1 personal / 2 company; the company type only matters for a company. */
export function ManagementFields({
  mode,
  companyType,
  disabled,
  onModeChange,
  onCompanyTypeChange,
}: ManagementFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <fieldset className={css.choices} disabled={disabled}>
        <legend className={css.label}>
          <Trans>Management mode</Trans>
        </legend>
        <label className={css.choice}>
          <input
            type="radio"
            name="managementMode"
            checked={mode === MANAGEMENT_MODE.personal}
            onChange={() => onModeChange(MANAGEMENT_MODE.personal)}
          />
          <Trans>Personal</Trans>
        </label>
        <label className={css.choice}>
          <input
            type="radio"
            name="managementMode"
            checked={mode === MANAGEMENT_MODE.company}
            onChange={() => onModeChange(MANAGEMENT_MODE.company)}
          />
          <Trans>Company</Trans>
        </label>
      </fieldset>
      {mode === MANAGEMENT_MODE.company ? (
        <fieldset className={css.choices} disabled={disabled}>
          <legend className={css.label}>
            <Trans>Company type</Trans>
          </legend>
          {COMPANY_TYPES.map((type) => (
            <label key={type} className={css.choice}>
              <input
                type="radio"
                name="companyType"
                checked={companyType === type}
                onChange={() => onCompanyTypeChange(type)}
              />
              {i18n._(companyTypeLabels[type])}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
