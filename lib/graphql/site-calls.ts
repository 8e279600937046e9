import { GetSettingLambdaDocument, NotifyClientErrorDocument } from './generated/graphql';
import { requestGraphql } from './request';
import type { NotifyClientErrorInput } from '@/lib/tracking/error-report';

/** getSettingLambda(siteName) → the raw settings object (lib/settings/load-settings.ts checks it). */
export async function fetchSettingLambda(siteName: string): Promise<unknown> {
  return (await requestGraphql(GetSettingLambdaDocument, { siteName })).getSettingLambda;
}

/** notifyClientError(title, text) (spec sections 7 and 8; works from the error page). */
export async function sendNotifyClientError(input: NotifyClientErrorInput): Promise<unknown> {
  return requestGraphql(NotifyClientErrorDocument, { ...input });
}
