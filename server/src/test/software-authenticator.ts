/**
 * A WebAuthn authenticator in software for server tests: a P-256 key, `none` attestation, a signature counter. It
 * answers the options the server hands the browser the way @simplewebauthn/browser would pass them back.
 */
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to `navigator.credentials.create()` for these options. */
    register(options: { challenge: string }) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // Flags: user present, user verified, attested credential data included.
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]),
        u32(counter),
        Buffer.alloc(16),
        idLength,
        credentialId,
        isoCBOR.encode(coseKey),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to `navigator.credentials.get()`: the challenge signed, the counter moved on. */
    authenticate(options: { challenge: string }) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(counter)]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
