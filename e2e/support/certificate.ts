/**
 * The TLS certificate of the account-service stand-in, made once per checkout with openssl (for
 * `localhost` and 127.0.0.1) under e2e/.out/certs. Chromium is told to trust exactly this key through
 * `--ignore-certificate-errors-spki-list` with its SPKI hash; nothing else about HTTPS is relaxed.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../.out/certs', import.meta.url));

export interface TestCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo. */
  spki: string;
}

export function testCertificate(): TestCertificate {
  const keyFile = join(DIR, 'key.pem');
  const certFile = join(DIR, 'cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(DIR, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  }
  const cert = readFileSync(certFile, 'utf8');
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(keyFile, 'utf8'), cert, spki: createHash('sha256').update(der).digest('base64') };
}
