import type { CDPSession } from 'playwright-core';

export interface NetworkTally {
  requests: number;
  jsBytes: number;
  cssBytes: number;
  /** Requests that failed or answered ≥ 400, as "status-or-error url". */
  failed: string[];
  /** The protocols the responses came over, as Chromium names them (`http/1.1`, `h2`). */
  protocols: Set<string>;
  /** Request ids sent but neither finished nor failed yet. */
  inFlight: Set<string>;
  /** performance.now() in this process when a request last started or ended. */
  lastActivity: number;
}

/**
 * Counts what crosses the wire as DevTools does: the resource type from
 * responseReceived and the encoded (compressed) size from loadingFinished.
 * data: URLs never touch the network, so they are left out.
 * Call before Network.enable, so the document request itself is seen.
 */
export function tallyNetwork(cdp: CDPSession): NetworkTally {
  const tally: NetworkTally = {
    requests: 0,
    jsBytes: 0,
    cssBytes: 0,
    failed: [],
    protocols: new Set(),
    inFlight: new Set(),
    lastActivity: performance.now(),
  };
  const wire = new Map<string, { url: string; type: string }>();
  const ended = (requestId: string) => {
    tally.inFlight.delete(requestId);
    tally.lastActivity = performance.now();
  };

  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!/^https?:/.test(request.url)) return;
    tally.requests += 1;
    tally.inFlight.add(requestId);
    tally.lastActivity = performance.now();
    wire.set(requestId, { url: request.url, type: 'Other' });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const request = wire.get(requestId);
    if (!request) return;
    request.type = type;
    if (response.protocol) tally.protocols.add(response.protocol);
    if (response.status >= 400) tally.failed.push(`${response.status} ${request.url}`);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = wire.get(requestId);
    if (!request) return;
    if (request.type === 'Script') tally.jsBytes += encodedDataLength;
    if (request.type === 'Stylesheet') tally.cssBytes += encodedDataLength;
    ended(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const request = wire.get(requestId);
    if (!request) return;
    tally.failed.push(`${errorText} ${request.url}`);
    ended(requestId);
  });
  return tally;
}
