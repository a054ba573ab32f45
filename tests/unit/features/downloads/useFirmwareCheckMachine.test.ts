// @vitest-environment jsdom
/**
 * The firmware update check as the app runs it (useFirmwareCheckMachine): the model and version it
 * asks about. The call is a spy at the API module's edge.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { checkFirmwareVersion } from '../../../../src/api/firmware';
import { useFirmwareCheckMachine } from '../../../../src/features/downloads/useFirmwareCheckMachine';

// React's act() settles the machine's renders between steps (as @testing-library does by itself
// where test globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../../../src/api/firmware', () => ({ checkFirmwareVersion: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

it('asks about the model and version typed, trimmed', async () => {
  vi.mocked(checkFirmwareVersion).mockResolvedValue({ code: 0, data: null });
  const { result } = renderHook(() => useFirmwareCheckMachine());
  const send = result.current[1];
  await act(() => send({ type: 'CHANGE', field: 'model', value: ' GW-200 ' }));
  await act(() => send({ type: 'CHANGE', field: 'version', value: '1.2.3' }));
  await act(() => send({ type: 'SUBMIT' }));
  await waitFor(() =>
    expect(checkFirmwareVersion).toHaveBeenCalledExactlyOnceWith({
      model: 'GW-200',
      version: '1.2.3',
    }),
  );
});
