/** Saving a delivery address (shop-and-shell §5 "Address save"): what the form shows around a save. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressSaveMachine } from '../../../machines/addressSaveMachine';
import { addressFields as fields } from '../../../machines/samples/addressSaveSamples';
import type { SaveAddressInput, SavedAddress } from '../../../machines/addressSaveTypes';

describe('addressSaveMachine', () => {
  it('opens the form without a failure, and shows one only after a failed save', async () => {
    const actor = createActor(
      addressSaveMachine.provide({
        actors: {
          saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async () => {
            throw new Error('statuscode 0');
          }),
        },
      }),
      { input: { addressId: undefined } },
    ).start();
    expect(actor.getSnapshot().context.failed).toBe(false);
    actor.send({ type: 'SAVE', fields });
    await waitFor(actor, (snapshot) => snapshot.context.failed);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
