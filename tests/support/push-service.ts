import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A Web Push service for tests, on loopback over HTTPS with a CA made here. It does what a
 * browser vendor's push service and the browser do together: checks the VAPID JWT (RFC 8292),
 * then decrypts the payload (RFC 8291, aes128gcm) with the subscription's private key, written
 * here from the RFCs rather than with the library the server sends with. Each subscription
 * answers 201 unless told to answer something else.
 */

export interface ReceivedPush {
  subscription: string;
  at: number;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  headers: Record<string, string | string[] | undefined>;
}

export interface TestSubscription {
  /** What `JSON.stringify(pushSubscription)` gives in a browser. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The next answers this subscription gives, in order; 201 once they are used up. */
  answer: (...statuses: number[]) => void;
}

const fromB64 = (value: string) => Buffer.from(value, 'base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns the JWT's claims, or throws saying why. */
function checkVapid(header: string | undefined, endpointOrigin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(fromB64(head).toString());
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg is ${jwtHeader.alg}`);
  const point = fromB64(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64(signature))) {
    throw new Error('the VAPID signature does not verify');
  }
  const claims = JSON.parse(fromB64(body).toString()) as { aud: string; sub: string; exp: number };
  const now = Date.now() / 1000;
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (!/^(mailto:|https?:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: or https: URL`);
  return { ...claims, publicKey: key };
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted with the user agent's keys. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/** A CA and a certificate for 127.0.0.1 and localhost signed by it; caFile is for NODE_EXTRA_CA_CERTS. */
export async function testCertificates() {
  const ca = await generate([{ name: 'commonName', value: 'Push service test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'ccr-push-ca-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, ca.cert);
  return { caPem: ca.cert, caFile, key: leaf.private, cert: leaf.cert, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startPushService(tls: { key: string; cert: string }) {
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer; answers: number[] }>();
  const received: ReceivedPush[] = [];
  /** Every request, whatever was answered: the status per subscription, in order. */
  const answered: { subscription: string; status: number; at: number }[] = [];
  const problems: string[] = [];

  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = keys.get(id);
      const reply = (status: number) => {
        answered.push({ subscription: id, status, at: Date.now() });
        response.writeHead(status, status === 429 ? { 'Retry-After': '1' } : {}).end();
      };
      if (request.method !== 'POST' || !subscription) return reply(404);
      const status = subscription.answers.shift() ?? 201;
      if (status !== 201) return reply(status);
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding is ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = checkVapid(request.headers.authorization, `https://127.0.0.1:${port()}`);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), subscription.ecdh, subscription.auth).toString('utf8'));
        received.push({ subscription: id, at: Date.now(), payload, vapid, headers: request.headers });
        reply(201);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        reply(400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;

  return {
    received,
    answered,
    /** Anything a push got wrong (signature, encryption); a test expects none. */
    problems,
    /** A browser's subscription with fresh keys, its endpoint on this service. */
    subscribe(): TestSubscription {
      const id = randomBytes(9).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const entry = { ecdh, auth, answers: [] as number[] };
      keys.set(id, entry);
      return {
        json: {
          endpoint: `https://127.0.0.1:${port()}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        answer: (...statuses) => entry.answers.push(...statuses),
      };
    },
    idOf: (subscription: TestSubscription) => new URL(subscription.json.endpoint).pathname.split('/').pop()!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * A push service on certificates of its own, whose CA this process trusts while it runs: the
 * server runs in the test's process and trusts it as NODE_EXTRA_CA_CERTS would make a server
 * process do. `close` stops it, restores the default trust and removes the certificates.
 */
export async function startTrustedPushService(): Promise<PushService> {
  const trusted = getCACertificates('default');
  const certs = await testCertificates();
  setDefaultCACertificates([...trusted, certs.caPem]);
  const push = await startPushService(certs);
  const close = async () => {
    await push.close();
    setDefaultCACertificates(trusted);
    certs.remove();
  };
  return { ...push, close };
}
