import { createCertificate, type Certificate } from './certificate';
import type { Protocol } from './configurations';
import { startHttp2Front } from './http2Front';
import { mockMiddleware } from './mockMiddleware';
import { startStaticServer, type StaticServer } from './staticServer';

export type Site = 'app' | 'floor';

export interface ServedSites {
  /** Where each site answers over each protocol asked for. */
  origins: Record<Protocol, Record<Site, string> | undefined>;
  /** The certificate the HTTP/2 servers present, when there are any. */
  certificate: Certificate | null;
}

/**
 * Serves the app (with the mock on its origin) and the floor over HTTP/1.1, and, when HTTP/2 is
 * asked for, over HTTP/2 too, in front of the same servers, with one certificate for both.
 */
export async function serveSites(
  dirs: Record<Site, string>,
  protocols: readonly Protocol[],
  cleanups: (() => Promise<void>)[],
): Promise<ServedSites> {
  const started = async (server: Promise<StaticServer>) => {
    const running = await server;
    cleanups.push(() => running.close());
    return running.origin;
  };
  const h1 = {
    app: await started(startStaticServer(dirs.app, mockMiddleware())),
    floor: await started(startStaticServer(dirs.floor)),
  };
  if (!protocols.includes('h2')) {
    return { origins: { h1, h2: undefined }, certificate: null };
  }
  const certificate = await createCertificate();
  const h2 = {
    app: await started(startHttp2Front(h1.app, certificate)),
    floor: await started(startHttp2Front(h1.floor, certificate)),
  };
  return { origins: { h1, h2 }, certificate };
}

/** The browser flag that makes Chromium accept this certificate, and only it. */
export function certificateFlags(certificate: Certificate | null): string[] {
  return certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiSha256}`] : [];
}
