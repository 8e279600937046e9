import { toHalfWidth } from './half-width';

/**
 * Introduction (friend referral) ids, issued to each new customer by applyCTC and carried in the
 * `introductionId` query parameter (spec 2 "Traffic-source query parameters").
 * Format (defined here; the server generates ids with generateIntroductionId):
 * 'INT-' followed by 8 characters of A-Z and 0-9, e.g. 'INT-7K3QX9PM'.
 * Input is case-normalised and forgiving: full-width characters, surrounding spaces, lower case,
 * and a missing or '_' / space separator are accepted ('int 7k3qx9pm' -> 'INT-7K3QX9PM').
 */
export const INTRODUCTION_ID_PATTERN = /^INT-[A-Z0-9]{8}$/;

export const INTRODUCTION_ID_MESSAGES = {
  required: 'ご紹介IDを入力してください',
  format: 'ご紹介IDは「INT-」に続く英数字8桁です（例：INT-7K3QX9PM）',
} as const;

/** The canonical spelling of an introduction id, or the cleaned text when it is not one. */
export function normalizeIntroductionId(value: string): string {
  const s = toHalfWidth(value).trim().toUpperCase().replace(/\s+/g, ' ');
  const m = /^INT[-_ ]?([A-Z0-9]{8})$/.exec(s);
  return m ? `INT-${m[1]}` : s;
}

/** Characters of generated ids: no 0/O or 1/I, so an id read aloud or copied by hand survives. */
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new random introduction id ('INT-' + 8 of ID_ALPHABET, 40 bits). `randomBytes` defaults to
 * Web Crypto (browser and Node 20); the server must still check uniqueness in its table.
 */
export function generateIntroductionId(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = randomBytes(8);
  let id = 'INT-';
  for (let i = 0; i < 8; i += 1) id += ID_ALPHABET[(bytes[i] ?? 0) & 31];
  return id;
}
