import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/form/SelectField';
import { useRegionLabel, type RegionLabel } from '../../../components/address/useRegionLabel';
import type { RegionTree } from '../../../components/address/regionData';
import * as css from '../../../components/form/form.css';

export interface RegionValue {
  province: string;
  city: string;
  district: string;
}

interface RegionSelectProps {
  regions: RegionTree;
  value: RegionValue;
  onChange(value: RegionValue): void;
  disabled?: boolean;
}

/** The value stays the Chinese name the backend expects; the label is in the page's language. */
const optionsOf = (names: readonly string[], label: RegionLabel) =>
  names.map((name) => ({ value: name, label: label(name) }));

/** Province, then city, then district: choosing a level clears the levels below it. */
export function RegionSelect({ regions, value, onChange, disabled = false }: RegionSelectProps) {
  const { t } = useLingui();
  // On English pages the choosers wait for the English names.
  const label = useRegionLabel();
  const asOptions = (names: readonly string[]) => (label ? optionsOf(names, label) : []);
  const cities = regions[value.province] ?? {};
  const districts = cities[value.city] ?? [];
  return (
    <fieldset className={`${css.choices} ${css.wide}`} disabled={disabled || !label}>
      <legend className={css.label}>
        <Trans>Region</Trans>
      </legend>
      <div className={`${css.regionRow} ${css.wide}`}>
        <SelectField
          label={<Trans>Province</Trans>}
          labelHidden
          placeholder={t`Province`}
          options={asOptions(Object.keys(regions))}
          value={value.province}
          onChange={(province) => onChange({ province, city: '', district: '' })}
        />
        <SelectField
          label={<Trans>City</Trans>}
          labelHidden
          placeholder={t`City`}
          options={asOptions(Object.keys(cities))}
          value={value.city}
          onChange={(city) => onChange({ ...value, city, district: '' })}
        />
        <SelectField
          label={<Trans>District</Trans>}
          labelHidden
          placeholder={t`District`}
          options={asOptions(districts)}
          value={value.district}
          onChange={(district) => onChange({ ...value, district })}
        />
      </div>
    </fieldset>
  );
}
