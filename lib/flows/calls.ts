import type { z } from 'zod';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import {
  ApplicationUpSellDocument,
  CheckIntroductionIdDocument,
  CheckTransferRequestDocument,
  ContactDocument,
  TransferRequestDocument,
} from '@/lib/graphql/generated/graphql';
import { requestGraphql } from '@/lib/graphql/request';
import { loadOnce } from '@/lib/release/load-once';
import type { receiptSchema } from '@/lib/validation/answers';
import type { Contact } from '@/lib/validation/contact';
import type { CheckTransferRequest, TransferRequest } from '@/lib/validation/transfer';
import type { ApplicationUpSell } from '@/lib/validation/upsell';
import type { IntroductionIdCheck } from './introduction';
import type { TransferCheckResult, TransferRequestResult } from './transfer';

/** A receipt of contact / applicationUpSell. */
export type Receipt = z.output<typeof receiptSchema>;

/*
 * The visitor flows' GraphQL calls (spec section 7) through the GraphQL caller of lib/graphql
 * (CSRF header, AppSync signing when configured, the retry policy; loaded on the first call).
 * Each takes the OUTPUT of its form's zod schema (lib/validation/; the server parses it again
 * with the same schema) and resolves with the answer parsed by its schema of
 * lib/validation/answers.ts (imported with the first call, so zod is not in a page's first load).
 * They reject with GraphqlRequestError (see flowErrorMessage and serverFieldErrors), or with
 * zod's error for an answer of another shape.
 */

const answers = loadOnce(() => import('@/lib/validation/answers'));

/** `answer` (a call's field of `data`) parsed with the schema `pick` chooses. */
async function parsed<T>(
  answer: Promise<unknown>,
  pick: (schemas: typeof import('@/lib/validation/answers')) => z.ZodType<T>,
): Promise<T> {
  const [value, schemas] = await Promise.all([answer, answers()]);
  return pick(schemas).parse(value);
}

/** contact(input) → receipt. */
export function sendContact(input: Contact): Promise<Receipt> {
  return parsed(
    requestGraphql(ContactDocument, { input }).then((d) => d.contact),
    (s) => s.receiptSchema,
  );
}

/** checkTransferRequest(customerNumber, phone) → the transfer fee and deadline when found. */
export function sendCheckTransferRequest(
  input: CheckTransferRequest,
): Promise<TransferCheckResult> {
  return parsed(
    requestGraphql(CheckTransferRequestDocument, { input }).then((d) => d.checkTransferRequest),
    (s) => s.transferCheckSchema,
  );
}

/** transferRequest(input) → status, message and the receipt number when stored. */
export function sendTransferRequest(input: TransferRequest): Promise<TransferRequestResult> {
  return parsed(
    requestGraphql(TransferRequestDocument, { input }).then((d) => d.transferRequest),
    (s) => s.transferRequestAnswerSchema,
  );
}

/** applicationUpSell(input) → receipt. */
export function sendApplicationUpSell(input: ApplicationUpSell): Promise<Receipt> {
  return parsed(
    requestGraphql(ApplicationUpSellDocument, { input }).then((d) => d.applicationUpSell),
    (s) => s.receiptSchema,
  );
}

/** checkIntroductionId(introductionId) → whether it is valid and the friend-campaign amount. */
export function sendCheckIntroductionId(introductionId: string): Promise<IntroductionIdCheck> {
  return parsed(
    requestGraphql(CheckIntroductionIdDocument, { introductionId }).then(
      (d) => d.checkIntroductionId,
    ),
    (s) => s.introductionIdCheckSchema,
  );
}

/**
 * A Japanese message for a failed call, shown in the form's error summary (the typed values stay):
 * BAD_USER_INPUT carries the schema's own message; RATE_LIMITED asks to wait; anything else
 * (network, server) asks to try again or call.
 */
export function flowErrorMessage(error: unknown): string {
  if (error instanceof GraphqlRequestError) {
    if (error.code === 'BAD_USER_INPUT')
      return '入力内容に誤りがあります。各項目のメッセージをご確認ください。';
    if (error.code === 'RATE_LIMITED')
      return '送信が集中しています。しばらく時間をおいてから、もう一度お試しください。';
  }
  return '通信に失敗しました。入力内容はそのまま残っています。時間をおいてもう一度送信するか、お電話でお問い合わせください。';
}

/**
 * The field messages of a BAD_USER_INPUT answer as form paths ('input.address.postalCode' ->
 * 'address.postalCode'), for react-hook-form's setError. Empty for any other error.
 */
export function serverFieldErrors(error: unknown): { name: string; message: string }[] {
  if (!(error instanceof GraphqlRequestError) || error.code !== 'BAD_USER_INPUT') return [];
  return error.fields
    .map((f) => ({ name: f.path.replace(/^input\.?/, ''), message: f.message }))
    .filter((f) => f.name !== '');
}
