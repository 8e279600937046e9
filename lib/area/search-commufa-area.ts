import { requestGraphql } from '@/lib/graphql/fetch-graphql';
import { SEARCH_COMMUFA_AREA } from '@/lib/graphql/operations';
import type { AreaSearchInput, AreaSearchResponse } from './search-area';

/**
 * One searchCommufaArea query (spec section 7) through the fetch-based GraphQL caller of
 * lib/graphql (AppSync-signed when configured, else /api/graphql). Resolves with the server's
 * areaData; rejects on any HTTP, network or GraphQL error (lib/area/search-area turns that into
 * result 'failed').
 */
export async function searchCommufaArea(input: AreaSearchInput): Promise<AreaSearchResponse> {
  const data = await requestGraphql<{ searchCommufaArea: AreaSearchResponse }>(
    SEARCH_COMMUFA_AREA,
    {
      input: {
        postalCode: input.postalCode,
        prefecture: input.prefecture,
        city: input.city,
        town: input.town,
        line1: input.line1,
        buildingName: input.buildingName,
        buildingType: input.buildingType,
        isNoAddress: input.isNoAddress,
      },
    },
  );
  return data.searchCommufaArea;
}
