// Plain data, no components: the not-found pages import it for their metadata without pulling the
// error card's links into the not-found boundary's client chunk.
import type { Metadata } from 'next';

/** Texts of spec "Error page" (exact wording). */
export const ERROR_TEXTS = {
  notFound: {
    heading: 'お探しのページは見つかりませんでした。',
    text: 'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。',
  },
  error: { heading: 'エラーが発生しました。', text: '' },
} as const;

export type ErrorVariant = keyof typeof ERROR_TEXTS;

/**
 * The metadata of every not-found page (app/global-not-found.tsx and the not-found.tsx of each root
 * layout): the heading alone as the title, noindex, nofollow (spec "Error page").
 */
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: ERROR_TEXTS.notFound.heading },
  robots: { index: false, follow: false },
};

/**
 * Spec section 8: the not-found variant for status 404 or message '404', the generic one otherwise.
 * `error` is whatever was thrown (unknown shape).
 */
export function errorVariantOf(error: unknown): ErrorVariant {
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    if (e.status === 404 || e.statusCode === 404 || e.message === '404') return 'notFound';
  }
  return 'error';
}
