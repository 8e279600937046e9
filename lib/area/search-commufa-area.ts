import { SearchCommufaAreaDocument } from '@/lib/graphql/generated/graphql';
import { requestGraphql } from '@/lib/graphql/request';
import type { AreaSearchInput, AreaSearchResponse } from './search-area';

/**
 * One searchCommufaArea query (spec section 7) through the GraphQL caller of lib/graphql
 * (AppSync-signed when configured, else /api/graphql; retried per the retry policy). Resolves with
 * the server's areaData parsed by areaSearchAnswerSchema (lib/validation/answers.ts, imported with
 * the call); rejects on any HTTP, network or GraphQL error and on an answer of another shape
 * (lib/area/search-area turns that into result 'failed').
 */
export async function searchCommufaArea(input: AreaSearchInput): Promise<AreaSearchResponse> {
  const [data, { areaSearchAnswerSchema }] = await Promise.all([
    requestGraphql(SearchCommufaAreaDocument, {
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
    }),
    import('@/lib/validation/answers'),
  ]);
  return areaSearchAnswerSchema.parse(data.searchCommufaArea);
}
