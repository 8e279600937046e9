import { GraphqlRequestError } from '@/lib/graphql/errors';
import {
  ApplicationUpSellDocument,
  CheckIntroductionIdDocument,
  CheckTransferRequestDocument,
  ContactDocument,
  TransferRequestDocument,
  type ApplicationUpSellInput,
  type ContactInput,
  type TransferRequestInput,
} from '@/lib/graphql/generated/graphql';
import { requestGraphql } from '@/lib/graphql/request';
import type { IntroductionIdCheck } from './introduction';
import type { TransferCheckResult, TransferRequestResult } from './transfer';

/** A receipt of contact / applicationUpSell. */
export interface Receipt {
  result: string;
  receiptNumber: string;
}

/*
 * The visitor flows' GraphQL calls (spec section 7) through the GraphQL caller of lib/graphql
 * (CSRF header, AppSync signing when configured, the retry policy; @apollo/client loaded on the
 * first call). Inputs are the outputs of the shared zod schemas (the server parses them again with
 * the same schemas, so they are passed as the operation's input type); they reject with
 * GraphqlRequestError (see flowErrorMessage and serverFieldErrors).
 */

/** contact(input) → receipt. */
export async function sendContact(input: Record<string, unknown>): Promise<Receipt> {
  return (await requestGraphql(ContactDocument, { input: input as ContactInput })).contact;
}

/** checkTransferRequest(customerNumber, phone) → the transfer fee and deadline when found. */
export async function sendCheckTransferRequest(input: {
  customerNumber: string;
  phone: string;
}): Promise<TransferCheckResult> {
  return (await requestGraphql(CheckTransferRequestDocument, { input })).checkTransferRequest;
}

/** transferRequest(input) → status, message and the receipt number when stored. */
export async function sendTransferRequest(
  input: Record<string, unknown>,
): Promise<TransferRequestResult> {
  return (await requestGraphql(TransferRequestDocument, { input: input as TransferRequestInput }))
    .transferRequest;
}

/** applicationUpSell(input) → receipt. */
export async function sendApplicationUpSell(input: Record<string, unknown>): Promise<Receipt> {
  const variables = { input: input as ApplicationUpSellInput };
  return (await requestGraphql(ApplicationUpSellDocument, variables)).applicationUpSell;
}

/** checkIntroductionId(introductionId) → whether it is valid and the friend-campaign amount. */
export async function sendCheckIntroductionId(
  introductionId: string,
): Promise<IntroductionIdCheck> {
  return (await requestGraphql(CheckIntroductionIdDocument, { introductionId }))
    .checkIntroductionId;
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
