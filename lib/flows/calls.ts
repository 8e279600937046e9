import { GraphqlRequestError, requestGraphql } from '@/lib/graphql/fetch-graphql';
import {
  APPLICATION_UP_SELL,
  CHECK_INTRODUCTION_ID,
  CHECK_TRANSFER_REQUEST,
  CONTACT,
  TRANSFER_REQUEST,
} from '@/lib/graphql/operations';
import type { IntroductionIdCheck } from './introduction';
import type { TransferCheckResult, TransferRequestResult } from './transfer';

/** A receipt of contact / applicationUpSell. */
export interface Receipt {
  result: string;
  receiptNumber: string;
}

/**
 * The visitor flows' GraphQL calls (spec section 7) through lib/graphql's fetch-based caller (CSRF
 * header, AppSync signing when configured; no Apollo on these pages). Inputs are the outputs of the
 * shared zod schemas; they reject with GraphqlRequestError (see flowErrorMessage).
 */
export async function sendContact(input: Record<string, unknown>): Promise<Receipt> {
  return (await requestGraphql<{ contact: Receipt }>(CONTACT, { input })).contact;
}

export async function sendCheckTransferRequest(input: {
  customerNumber: string;
  phone: string;
}): Promise<TransferCheckResult> {
  return (
    await requestGraphql<{ checkTransferRequest: TransferCheckResult }>(CHECK_TRANSFER_REQUEST, {
      input,
    })
  ).checkTransferRequest;
}

export async function sendTransferRequest(
  input: Record<string, unknown>,
): Promise<TransferRequestResult> {
  return (
    await requestGraphql<{ transferRequest: TransferRequestResult }>(TRANSFER_REQUEST, { input })
  ).transferRequest;
}

export async function sendApplicationUpSell(input: Record<string, unknown>): Promise<Receipt> {
  return (await requestGraphql<{ applicationUpSell: Receipt }>(APPLICATION_UP_SELL, { input }))
    .applicationUpSell;
}

export async function sendCheckIntroductionId(
  introductionId: string,
): Promise<IntroductionIdCheck> {
  return (
    await requestGraphql<{ checkIntroductionId: IntroductionIdCheck }>(CHECK_INTRODUCTION_ID, {
      introductionId,
    })
  ).checkIntroductionId;
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
