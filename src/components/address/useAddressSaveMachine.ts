import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { addressSaveMachine } from '../../../machines/addressSaveMachine';
import type { AddressFields } from '../../../machines/addressSaveTypes';
import { saveAddressRecord } from '../../api/addresses';
import type { Address } from '../../api/contract/shop/addresses';
import { fromShopAddress, toShopAddress } from '../../api/addressRecord';
import { notifications } from '../../lib/notifications';
import { useAppMachine } from '../../lib/useAppMachine';

const toRecord = (fields: AddressFields) => ({
  province: fields.province,
  city: fields.city,
  district: fields.district,
  address: fields.detail,
  phone: fields.phone,
  addressee: fields.recipient,
});

/**
 * The address save machine with the API's saveAddress and the saved notice, from the current
 * render's values; `onSaved` hears of the saved address once the machine is done.
 */
export function useAddressSaveMachine(
  addressId: string | undefined,
  onSaved: (address: Address) => void,
) {
  const { t } = useLingui();
  const machine = useAppMachine(
    addressSaveMachine.provide({
      actors: {
        saveAddress: fromPromise(async ({ input }) =>
          fromShopAddress(await saveAddressRecord(toRecord(input.fields), input.addressId)),
        ),
      },
      actions: { notifySaved: () => notifications.notify('success', t`Address saved.`) },
    }),
    { input: { addressId } },
  );
  const [state] = machine;
  const saved = state.status === 'done' ? state.output : null;
  const reported = useRef(false);
  useEffect(() => {
    if (!saved || reported.current) return;
    reported.current = true;
    onSaved(toShopAddress(saved));
  }, [saved, onSaved]);
  return machine;
}
