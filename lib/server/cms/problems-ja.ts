import 'server-only';
import { z } from 'zod';
import { fieldLabel, japaneseMessage } from '@/lib/content/issues-ja';
import { COLLECTIONS, type CollectionName } from '@/lib/content/schema';

const ja = z.locales.ja();

/**
 * Validates frontmatter with the collection's zod schema and words each problem in Japanese
 * (zod's Japanese locale for generic messages, japaneseMessage for the schema's own).
 */
export function frontmatterProblemsJa(
  collection: CollectionName,
  data: Record<string, unknown>,
): { field: string; message: string }[] {
  const r = COLLECTIONS[collection].schema.safeParse(data, { error: ja.localeError });
  if (r.success) return [];
  return r.error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    const input = (i as { input?: unknown }).input;
    const message =
      i.code === 'invalid_type' && input === undefined
        ? '入力されていません（必須です）'
        : japaneseMessage(i.message);
    return { field: fieldLabel(path), message };
  });
}
