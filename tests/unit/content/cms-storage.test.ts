import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_BRANCH_PREFIX, cmsStorage } from '@/lib/cms/storage';

/*
 * Which storage the CMS uses is configuration only (README "Editing content", operators): GitHub
 * mode with the repository from NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO, branches `cms/...` and the
 * GitHub App's credentials from the environment; local mode (the working tree) otherwise. The
 * config and the API are loaded afresh for each environment, as a new build and server would.
 */

const REPO = 'hikari-example/site';
const CREDENTIALS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.clientid123',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
  KEYSTATIC_SECRET: 'a-long-random-secret-for-the-session-cookies',
};

async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const [{ default: config }, { makeCmsApiHandler }, { cmsStorageKind }] = await Promise.all([
    import('@/keystatic.config'),
    import('@/lib/server/cms/api'),
    import('@/lib/server/cms/cms'),
  ]);
  return { config, makeCmsApiHandler, cmsStorageKind };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('cmsStorage', () => {
  it('is local without a repository and GitHub with the repository and the cms/ branch prefix', () => {
    expect(cmsStorage(undefined)).toEqual({ kind: 'local' });
    expect(cmsStorage('')).toEqual({ kind: 'local' });
    expect(cmsStorage(REPO)).toEqual({ kind: 'github', repo: REPO, branchPrefix: 'cms/' });
    expect(CMS_BRANCH_PREFIX).toBe('cms/');
  });

  it('refuses a repository that is not owner/name', () => {
    for (const bad of ['site', 'https://github.com/hikari-example/site', 'a/b/c'])
      expect(() => cmsStorage(bad), bad).toThrow(/owner\/name/);
  });
});

describe('the CMS configuration by environment', () => {
  it('GitHub mode: the Keystatic config has the repository and the branch prefix; sign-in goes to the configured GitHub App', async () => {
    const { config, makeCmsApiHandler, cmsStorageKind } = await load({
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: REPO,
      ...CREDENTIALS,
    });
    expect(config.storage).toEqual({ kind: 'github', repo: REPO, branchPrefix: 'cms/' });
    expect(cmsStorageKind()).toBe('github');
    const handler = makeCmsApiHandler();
    const res = await handler(new Request('https://cms.example.jp/api/keystatic/github/login'));
    expect(res.status).toBe(307);
    const location = new URL(
      new Headers(res.headers as HeadersInit | undefined).get('location') ?? '',
    );
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(location.searchParams.get('client_id')).toBe(CREDENTIALS.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://cms.example.jp/api/keystatic/github/oauth/callback',
    );
  });

  it('GitHub mode without the app credentials: the API refuses to start and names what is missing', async () => {
    const { makeCmsApiHandler } = await load({
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: REPO,
      KEYSTATIC_GITHUB_CLIENT_ID: CREDENTIALS.KEYSTATIC_GITHUB_CLIENT_ID,
      KEYSTATIC_GITHUB_CLIENT_SECRET: undefined,
      KEYSTATIC_SECRET: undefined,
      NODE_ENV: 'production',
    });
    expect(() => makeCmsApiHandler()).toThrow(/KEYSTATIC_GITHUB_CLIENT_SECRET[\s\S]*KEYSTATIC_SECRET/);
  });

  it('local mode without a repository: the API reads the tree of KEYSTATIC_LOCAL_DIR and offers no GitHub sign-in', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-storage-'));
    try {
      fs.mkdirSync(path.join(root, 'content/campaigns'), { recursive: true });
      fs.copyFileSync('content/campaigns/change.mdx', path.join(root, 'content/campaigns/change.mdx'));
      const { config, makeCmsApiHandler, cmsStorageKind } = await load({
        NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: undefined,
        KEYSTATIC_LOCAL_DIR: root,
        ...CREDENTIALS,
      });
      expect(config.storage).toEqual({ kind: 'local' });
      expect(cmsStorageKind()).toBe('local');
      const handler = makeCmsApiHandler();
      const tree = await handler(
        new Request('http://127.0.0.1/api/keystatic/tree', { headers: { 'no-cors': '1' } }),
      );
      expect(tree.status).toBe(200);
      expect(JSON.stringify(JSON.parse(String(tree.body)))).toContain(
        'content/campaigns/change.mdx',
      );
      const login = await handler(new Request('http://127.0.0.1/api/keystatic/github/login'));
      expect(login.status).toBe(404);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
