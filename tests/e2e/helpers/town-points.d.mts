// Types of town-points.mjs (plain ESM so scripts/e2e-server.mjs imports it too).
export declare const TOWN_POINTS_FIXTURE: string;
export declare function e2eTownPoints(env: Record<string, string | undefined>): {
  file: string;
  real: boolean;
};
