// First, as in every schema module: normalize.ts also sets zod's jitless mode.
import { safeString } from './normalize';
import {
  INTRODUCTION_ID_MESSAGES,
  INTRODUCTION_ID_PATTERN,
  normalizeIntroductionId,
} from './introduction-id';

export {
  generateIntroductionId,
  INTRODUCTION_ID_MESSAGES,
  INTRODUCTION_ID_PATTERN,
  normalizeIntroductionId,
} from './introduction-id';

/** The introduction id field (format of ./introduction-id.ts). */
export const introductionIdSchema = safeString({ error: INTRODUCTION_ID_MESSAGES.required })
  .overwrite(normalizeIntroductionId)
  .min(1, { error: INTRODUCTION_ID_MESSAGES.required })
  .refine((v) => v === '' || INTRODUCTION_ID_PATTERN.test(v), {
    error: INTRODUCTION_ID_MESSAGES.format,
  });
