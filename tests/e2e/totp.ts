/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA1, 30 s step, 6 digits), as an authenticator
 * app computes them, for the two-factor journeys. The secret is RFC 4648 base32.
 */
import { createHmac } from 'node:crypto';

export const TOTP_STEP_MS = 30_000;

export function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for the time step holding `at` (RFC 4226 dynamic truncation). */
export function totp(secret: string, at: number = Date.now(), digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / TOTP_STEP_MS)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * A code with at least `marginMs` of its time step left, so it cannot expire between being
 * typed and being checked: near a step's end, waits for the next step by polling the clock.
 */
export async function freshTotp(secret: string, marginMs = 3_000): Promise<string> {
  while (TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) < marginMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return totp(secret);
}
