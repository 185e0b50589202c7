/**
 * Two-factor backup codes a person can read and type (docs/decisions/018-dark-mode.md, "Also
 * found"): Crockford's base32 alphabet (digits and capitals without I, L, O, U), 12 symbols in
 * groups of four, like `7KQ2-M9XD-4HTB` (60 bits each). Entry ignores case, spaces and dashes,
 * and reads I and L as 1 and O as 0, so a code copied by hand works.
 *
 * Codes made before this change (10 letters and digits of both cases, `aB3dE-fG5hJ`) keep
 * working as they were given: exact case, with or without the dash.
 */
import { randomInt } from 'node:crypto';

export const BACKUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BACKUP_CODE_LENGTH = 12;
export const BACKUP_CODE_COUNT = 10;
const GROUP = 4;
const LEGACY_LENGTH = 10;

export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let i = 0; i < BACKUP_CODE_LENGTH; i++) code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    return groupCode(code);
  });
}

const groupCode = (code: string) => code.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');

/**
 * The stored form of what a person typed: a current code in capitals, grouped with dashes; a
 * legacy code with its one dash back; anything else unchanged (and then simply not a match).
 */
export function canonicalBackupCode(input: string): string {
  const compact = input.replace(/[\s\-‐‑‒–—]+/g, '');
  if (compact.length === BACKUP_CODE_LENGTH) {
    const symbols = compact.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
    if ([...symbols].every((ch) => BACKUP_CODE_ALPHABET.includes(ch))) return groupCode(symbols);
  }
  if (compact.length === LEGACY_LENGTH && /^[A-Za-z0-9]+$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return input.trim();
}
