/** The branch prefix of every GitHub-mode change: a save goes to `cms/<name>`, then a pull request. */
export const CMS_BRANCH_PREFIX = 'cms/';

/** Keystatic's storage: the working tree (local mode) or a GitHub repository (GitHub mode). */
export type CmsStorage =
  | { kind: 'local' }
  | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: typeof CMS_BRANCH_PREFIX };

/**
 * The CMS storage chosen by configuration: GitHub mode when `repo` (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
 * 'owner/name', read at build time because the editor's browser code needs it) is set, local mode
 * otherwise. GitHub mode also needs the app credentials KEYSTATIC_GITHUB_CLIENT_ID,
 * KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET at run time (README "Editing content",
 * operators); Keystatic's API refuses to start without them.
 * @throws Error when `repo` is set but not 'owner/name'.
 */
export function cmsStorage(repo: string | undefined): CmsStorage {
  if (!repo) return { kind: 'local' };
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo))
    throw new Error(`NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO must be 'owner/name', not '${repo}'`);
  return {
    kind: 'github',
    repo: repo as `${string}/${string}`,
    branchPrefix: CMS_BRANCH_PREFIX,
  };
}
