import { ApplicationReceiptPlaceDocument } from '@/lib/graphql/generated/graphql';
import { requestGraphql, type GraphqlCaller } from '@/lib/graphql/request';
import type { NewBuildPlace } from './submission';

/**
 * The new-build place (pin, 補足) of the receipt `receiptNumber` as the server stored it
 * (applicationReceiptPlace with applyCTC's receiptToken), or null for a wrong token or an
 * application with an address. Rejects with GraphqlRequestError (the network).
 */
export async function loadReceiptPlace(
  receiptNumber: string,
  token: string,
  call: GraphqlCaller = requestGraphql,
): Promise<NewBuildPlace | null> {
  const { applicationReceiptPlace: place } = await call(ApplicationReceiptPlaceDocument, {
    receiptNumber,
    token,
  });
  return place
    ? { latitude: place.latitude, longitude: place.longitude, detail: place.detail ?? null }
    : null;
}
