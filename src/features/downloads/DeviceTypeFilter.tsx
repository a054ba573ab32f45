import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { DeviceType } from '../../api/contract/company/support';
import * as list from '../../components/list/listControls.css';
import * as css from './downloads.css';

interface DeviceTypeFilterProps {
  deviceTypes: readonly DeviceType[];
  /** The device type of the list on screen; empty for all. */
  selected: string;
  onCheck(deviceType: string): void;
}

/** The device-type dropdown and its check button: the list changes only on check. */
export function DeviceTypeFilter({ deviceTypes, selected, onCheck }: DeviceTypeFilterProps) {
  const id = useId();
  const [choice, setChoice] = useState(selected);
  return (
    <form
      className={css.filter}
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(choice);
      }}
    >
      <label className={css.field} htmlFor={id}>
        <Trans>Device type</Trans>
        <select
          id={id}
          className={css.select}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">
            <Trans>All device types</Trans>
          </option>
          {deviceTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.typeName}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={list.button}>
        <Trans>Check</Trans>
      </button>
    </form>
  );
}
