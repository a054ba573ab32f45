/** The portal's success envelope. */
export const ok = <T>(data: T) => ({ code: 1, msg: 'success', data });
