import { SAKAE_HOUSE } from '../../tests/unit/fixtures/application';
import { APPLY, validApplication } from '../../tests/unit/server/fixtures';

/**
 * The GraphQL request bodies the benchmarks send (bench:api, bench:scale), as JSON text.
 * searchCommufaArea: an apartment in a registered building of the sample coverage (名古屋市中区栄),
 * so the search reads the town and its buildings. applyCTC: the valid sample application with a
 * new idempotency key per call (`<prefix>-<pid>-<start ms>-<n>`), so every request is a new
 * application, never a retry.
 */
export const AREA_SEARCH_BODY = JSON.stringify({
  query: `query A($input: AreaSearchInput!) { searchCommufaArea(input: $input) { result status isServiceArea is10GArea isTVArea period isRegister isApprovedMansion mansionPlanType routerSpec areaType } }`,
  variables: {
    input: { ...SAKAE_HOUSE, buildingType: 1, buildingName: 'コミュファ栄タワー' },
  },
});

const formDataJSON = JSON.stringify(validApplication(0));
const started = Date.now();
let sent = 0;

/** applyCTC's arguments with a key of their own (see AREA_SEARCH_BODY's module comment). */
export function applyArgs(prefix: string): { formDataJSON: string; idempotencyKey: string } {
  return { formDataJSON, idempotencyKey: `${prefix}-${process.pid}-${started}-${sent++}` };
}

/** An applyCTC body with a key of its own (see AREA_SEARCH_BODY's module comment). */
export function applyBody(prefix: string): string {
  return JSON.stringify({ query: APPLY, variables: applyArgs(prefix) });
}
