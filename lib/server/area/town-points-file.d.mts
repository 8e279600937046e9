// Types of town-points-file.mjs (plain ESM so the build step runs it without a TypeScript step).
export declare const DEFAULT_TOWN_POINTS_SOURCE: string;
export declare const TOWN_POINTS_SOURCE_HELP: string;
export declare function townPointsFile(env: Record<string, string | undefined>): string;
export declare function townPointsSource(
  env: Record<string, string | undefined>,
  cwd?: string,
): { dir: string; explicit: boolean } | null;
export declare function isTownPointsStale(
  sourceDir: string,
  file: string,
  inputs?: string[],
): boolean;
