import type { AreaSearchInput } from '@/lib/area/search-area';
import type { DraftedStepId } from '@/lib/apply/steps';
import type { QuoteEstimate } from '@/lib/pricing/quote';
import type { CampaignData, InstallationInfo, PlanData } from '@/lib/state/types';

/*
 * The server-side draft of an application (ARCHITECTURE "Drafts"): what each drafted step of the
 * registry (lib/apply/steps.ts) sends with saveApplicationDraft, and what applicationDraft gives
 * back. Shared by the browser's draft sync (components/apply/draft-sync.ts) and the server
 * (lib/server/db/repositories/drafts.ts).
 */

/** What each drafted step saves. The personal steps save their form's values as typed. */
export interface DraftStepValues {
  /** The area step's address (the server searches it again when the draft is resumed). */
  area: { input: AreaSearchInput; installationInfo: InstallationInfo };
  /** The form step's plan, once confirmed, and the estimate the visitor saw. */
  form: { planData: PlanData; campaignData: CampaignData; estimate: QuoteEstimate | null };
  form2: Readonly<Record<string, unknown>>;
  form3: Readonly<Record<string, unknown>>;
  terms: Readonly<Record<string, unknown>>;
}

/** One step's save: the step and its values. */
export type DraftStep = {
  [S in DraftedStepId]: { step: S; values: DraftStepValues[S] };
}[DraftedStepId];

/**
 * The longest JSON text of one step's values the server keeps (characters). A personal step's
 * form holds well under 4,000; the limit leaves room for long free-text fields.
 */
export const MAX_DRAFT_STEP_CHARS = 32_000;

/** Days a draft is kept after its last save. */
export const DRAFT_TTL_DAYS = 7;

/** A draft token: 128 random bits, base64url (22 characters). */
export const DRAFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Messages of the resume link (BAD_USER_INPUT at the path named, or the answers of /apply/resume/), shared by the server (lib/server/db/repositories/draft-resume.ts) and the resume page. */
export const DRAFT_RESUME_MESSAGES = {
  mail: 'メールアドレスを正しく入力してから保存してください',
  unknownLink:
    'このリンクは有効期限が切れているか、新しいリンクが発行されたため使えません。お手数ですが、はじめからご入力ください。',
  wrongPhone: 'ご入力の電話番号が、お申し込みで入力された電話番号と一致しません',
  limited: '確認の回数が上限に達しました。しばらくしてからもう一度お試しください。',
} as const;
