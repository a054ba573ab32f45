// @vitest-environment jsdom
/**
 * The firmware update check as the app runs it (useFirmwareCheckMachine): the model and version it
 * asks about. The call is a spy at the API module's edge.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { checkFirmwareVersion } from '../../../../src/api/firmware';
import { useFirmwareCheckMachine } from '../../../../src/features/downloads/useFirmwareCheckMachine';
import { sendInAct } from '../../../support/hookHarness';

vi.mock('../../../../src/api/firmware', () => ({ checkFirmwareVersion: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

it('asks about the model and version typed, trimmed', async () => {
  vi.mocked(checkFirmwareVersion).mockResolvedValue({ code: 0, data: null });
  const { result } = renderHook(() => useFirmwareCheckMachine());
  const send = sendInAct(() => result.current[1]);
  await send({ type: 'CHANGE', field: 'model', value: ' GW-200 ' });
  await send({ type: 'CHANGE', field: 'version', value: '1.2.3' });
  await send({ type: 'SUBMIT' });
  await waitFor(() =>
    expect(checkFirmwareVersion).toHaveBeenCalledExactlyOnceWith({
      model: 'GW-200',
      version: '1.2.3',
    }),
  );
});
