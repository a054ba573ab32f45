import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /**
   * The base64 SHA-256 of the certificate's public key (SPKI), as Chromium's
   * `--ignore-certificate-errors-spki-list` wants it: the browser then accepts this certificate
   * and no other (docs/decisions.md, "The bench over HTTP/2").
   */
  spkiSha256: string;
}

/** A self-signed certificate for 127.0.0.1, valid one day, made fresh for each run by openssl. */
export async function createCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-cert-'));
  try {
    const keyPath = join(dir, 'key.pem');
    const certPath = join(dir, 'cert.pem');
    await execFileAsync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ]);
    const [key, cert] = await Promise.all([readFile(keyPath), readFile(certPath)]);
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spkiSha256: createHash('sha256').update(spki).digest('base64') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
