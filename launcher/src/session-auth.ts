import { createHash, timingSafeEqual } from 'node:crypto';
import type net from 'node:net';

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const PASSWORD_MESSAGE = 0x70; // 'p'
/** Bytes a client may send before it has proved it knows the password. */
const MAX_UNAUTHENTICATED_BYTES = 16 * 1024;
/** A client that has not finished start-up and password in this time is dropped. */
const AUTHENTICATION_DEADLINE_MS = 5_000;

function digest(value: Buffer | string): Buffer {
  return createHash('sha256').update(value).digest();
}

function authenticationRequest(): Buffer {
  // AuthenticationCleartextPassword: 'R', length 8, code 3. The socket is private, so no hash exchange is needed.
  return Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);
}

function passwordRefused(): Buffer {
  const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed for user "postgres"\0\0');
  const header = Buffer.alloc(5);
  header[0] = 0x45; // 'E'
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * Asks the client for the password before PGlite sees anything: PGlite accepts every start-up
 * as a superuser. Resolves with the bytes to hand to the session (the start-up message and
 * whatever followed the password), or null once the client is refused and the socket closed.
 */
export function authenticate(socket: net.Socket, password: string): Promise<Buffer | null> {
  const expected = digest(password);
  let buffered = Buffer.alloc(0);
  let startup: Buffer | null = null;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Buffer | null) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      socket.pause();
      socket.removeListener('data', onData);
      if (result === null) socket.end(passwordRefused());
      resolve(result);
    };
    const deadline = setTimeout(() => finish(null), AUTHENTICATION_DEADLINE_MS);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length > MAX_UNAUTHENTICATED_BYTES) return finish(null);
      while (startup === null && buffered.length >= 8) {
        const length = buffered.readInt32BE(0);
        if (length < 8 || length > MAX_UNAUTHENTICATED_BYTES) return finish(null);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        if (code === SSL_REQUEST && length === 8) {
          socket.write('N');
          buffered = buffered.subarray(8);
          continue;
        }
        if (code !== PROTOCOL_3) return finish(null);
        startup = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        socket.write(authenticationRequest());
      }
      if (startup === null || buffered.length < 5) return;
      if (buffered[0] !== PASSWORD_MESSAGE) return finish(null);
      const length = 1 + buffered.readInt32BE(1);
      if (length < 6 || buffered.length < length) return;
      const given = buffered.subarray(5, length - 1);
      const rest = buffered.subarray(length);
      finish(timingSafeEqual(digest(given), expected) ? Buffer.concat([startup, rest]) : null);
    };
    socket.on('data', onData);
    socket.once('close', () => finish(null));
  });
}
