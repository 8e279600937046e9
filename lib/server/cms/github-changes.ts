import 'server-only';
import { CMS_BRANCH_PREFIX } from '@/lib/cms/storage';

/** One change saved from the CMS in GitHub mode and not yet merged: its branch, pull request and CI state. */
export interface PendingChange {
  branch: string;
  /** The open pull request from the branch, or null when none has been opened yet. */
  pullRequest: { number: number; url: string; title: string } | null;
  /** CI on the branch's last commit (GitHub check runs), in the editor's words. */
  ci: 'チェック中' | 'チェック成功' | 'チェック失敗' | 'チェックなし';
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The CMS's unmerged changes in `repo` ('owner/name'): every `cms/...` branch (lib/cms/storage.ts)
 * with its open pull request and the state of the checks on its last commit (CI runs
 * `npm run content:check` there; README "Editing content"). Read with the editor's own GitHub
 * token, so an editor sees what GitHub lets them see. Throws when GitHub refuses the branch list.
 */
export async function pendingChanges(
  repo: string,
  token: string,
  fetchImpl: Fetch = fetch,
): Promise<PendingChange[]> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetchImpl(`https://api.github.com/repos/${repo}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
      cache: 'no-store',
    });
    if (!res.ok) throw new Error(`GitHub ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const branches = (
    await get<{ name: string; commit: { sha: string } }[]>('/branches?per_page=100')
  ).filter((b) => b.name.startsWith(CMS_BRANCH_PREFIX));
  const pulls = await get<
    { number: number; html_url: string; title: string; head: { ref: string } }[]
  >('/pulls?state=open&per_page=100');
  return Promise.all(
    branches.map(async (b) => {
      const pr = pulls.find((p) => p.head.ref === b.name);
      const { check_runs: runs } = await get<{
        check_runs: { status: string; conclusion: string | null }[];
      }>(`/commits/${b.commit.sha}/check-runs`);
      const ci: PendingChange['ci'] =
        runs.length === 0
          ? 'チェックなし'
          : runs.some((r) => r.status !== 'completed')
            ? 'チェック中'
            : runs.every((r) => ['success', 'neutral', 'skipped'].includes(r.conclusion ?? ''))
              ? 'チェック成功'
              : 'チェック失敗';
      return {
        branch: b.name,
        pullRequest: pr ? { number: pr.number, url: pr.html_url, title: pr.title } : null,
        ci,
      };
    }),
  );
}
