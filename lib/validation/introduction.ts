import { z } from 'zod';
// For its side effect first (zod's jitless mode), as every schema module does.
import './normalize';
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
export const introductionIdSchema = z
  .string({ error: INTRODUCTION_ID_MESSAGES.required })
  .overwrite(normalizeIntroductionId)
  .min(1, { error: INTRODUCTION_ID_MESSAGES.required })
  .refine((v) => v === '' || INTRODUCTION_ID_PATTERN.test(v), {
    error: INTRODUCTION_ID_MESSAGES.format,
  });
