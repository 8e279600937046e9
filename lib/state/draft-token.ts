import { DRAFT_TOKEN_PATTERN } from '@/lib/apply/draft';

/**
 * sessionStorage key of the application's draft token (the server keeps the draft, encrypted,
 * under a hash of it: lib/server/db/repositories/drafts.ts). The token is the only thing of the draft the browser
 * keeps; it holds no personal value. Session, not local: it belongs to this tab's application.
 */
export const DRAFT_TOKEN_KEY = 'hikari-site:draft-token:v1';

/**
 * The held draft token, or null (none, malformed, or storage unavailable: `storage` undefined
 * outside a browser). Never throws.
 */
export function loadDraftToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const token = storage?.getItem(DRAFT_TOKEN_KEY);
    return token && DRAFT_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** Holds `token`, or forgets the held one with null. Never throws (storage may be unavailable). */
export function saveDraftToken(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  token: string | null,
): void {
  try {
    if (token) storage.setItem(DRAFT_TOKEN_KEY, token);
    else storage.removeItem(DRAFT_TOKEN_KEY);
  } catch {
    /* storage unavailable: the draft lasts as long as the page */
  }
}
