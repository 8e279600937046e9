import { describe, expect, it } from 'vitest';
import { pendingChanges } from '@/lib/server/cms/github-changes';

/*
 * The GitHub-mode list of unmerged CMS changes (lib/server/cms/github-changes.ts) against GitHub's
 * REST answers for a repository with two cms/ branches (one with a pull request) and main.
 */

const ANSWERS: Record<string, unknown> = {
  '/branches?per_page=100': [
    { name: 'main', commit: { sha: 'm' } },
    { name: 'cms/summer', commit: { sha: 's1' } },
    { name: 'cms/autumn', commit: { sha: 'a1' } },
  ],
  '/pulls?state=open&per_page=100': [
    { number: 7, html_url: 'https://github.com/o/r/pull/7', title: '夏', head: { ref: 'cms/summer' } },
    { number: 8, html_url: 'https://github.com/o/r/pull/8', title: '他', head: { ref: 'feature/x' } },
  ],
  '/commits/s1/check-runs': {
    check_runs: [
      { status: 'completed', conclusion: 'success' },
      { status: 'in_progress', conclusion: null },
    ],
  },
  '/commits/a1/check-runs': { check_runs: [{ status: 'completed', conclusion: 'failure' }] },
};

function github(seen: { url: string; auth: string }[]) {
  return async (url: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('authorization') ?? '';
    seen.push({ url, auth });
    const path = url.replace('https://api.github.com/repos/o/r', '');
    return path in ANSWERS
      ? new Response(JSON.stringify(ANSWERS[path]), { status: 200 })
      : new Response('{}', { status: 404 });
  };
}

describe('the CMS changes not merged yet (GitHub mode)', () => {
  it('lists only cms/ branches, with their pull request and CI state, read with the editor’s token', async () => {
    const seen: { url: string; auth: string }[] = [];
    const changes = await pendingChanges('o/r', 'tok', github(seen));
    expect(changes).toEqual([
      {
        branch: 'cms/summer',
        pullRequest: { number: 7, url: 'https://github.com/o/r/pull/7', title: '夏' },
        ci: 'チェック中',
      },
      { branch: 'cms/autumn', pullRequest: null, ci: 'チェック失敗' },
    ]);
    expect(seen.every((s) => s.auth === 'Bearer tok')).toBe(true);
  });

  it('says so when GitHub refuses', async () => {
    const refuse = async () => new Response('', { status: 401 });
    await expect(pendingChanges('o/r', 'bad', refuse)).rejects.toThrow('401');
  });
});
