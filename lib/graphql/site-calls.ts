import { requestGraphql } from './fetch-graphql';
import { GET_SETTING_LAMBDA, NOTIFY_CLIENT_ERROR } from './operations';
import type { NotifyClientErrorInput } from '@/lib/tracking/error-report';

/** getSettingLambda through the fetch-based caller (no Apollo on content pages). */
export async function fetchSettingLambda(siteName: string): Promise<unknown> {
  const data = await requestGraphql<{ getSettingLambda: unknown }>(GET_SETTING_LAMBDA, {
    siteName,
  });
  return data.getSettingLambda;
}

/** notifyClientError through the fetch-based caller (works from the error page). */
export async function sendNotifyClientError(input: NotifyClientErrorInput): Promise<unknown> {
  return requestGraphql(NOTIFY_CLIENT_ERROR, { ...input });
}
