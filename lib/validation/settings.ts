// First, as in every schema module: normalize.ts also sets zod's jitless mode.
import { safeString, trim } from './normalize';

/** getSettingLambda's siteName (spec section 3, e.g. 'commufa-web'): trimmed, 1-100 characters. */
export const siteNameSchema = safeString({ error: 'サイト名を指定してください' })
  .overwrite(trim)
  .min(1, { error: 'サイト名を指定してください' })
  .max(100, { error: 'サイト名は100文字以内です' });
