import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProblems, type SavedFile } from '@/lib/server/cms/cms';

/*
 * The local save's checks beyond each field (lib/server/cms/cms.ts saveProblems): internal links
 * against the route table the content check uses (spec routes, app/ pages, documents), images
 * that exist nowhere, 終了日 against 開始日. A temporary site root: content/ with one other
 * campaign and a draft, public/ with one image.
 */

let root: string;
const site = () => ({ root, appDir: path.resolve('app') });
const change = fs.readFileSync('content/campaigns/change.mdx', 'utf8');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-save-'));
  fs.mkdirSync(path.join(root, 'content/campaigns'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public/images/campaigns'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/campaigns/other.mdx'), change);
  fs.writeFileSync(
    path.join(root, 'content/campaigns/hidden.mdx'),
    change.replace('layout: campaign\n', 'layout: campaign\ndraft: true\n'),
  );
  for (const f of ['change.webp', 'change-thumb.webp'])
    fs.copyFileSync(`public/images/campaigns/${f}`, path.join(root, 'public/images/campaigns', f));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const save = (body: string, frontmatter = (f: string) => f): SavedFile[] => {
  const [, fm, rest] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(change)!;
  return [
    {
      path: 'content/campaigns/e2e.mdx',
      contents: new TextEncoder().encode(`---\n${frontmatter(fm!)}\n---\n${body || rest}`),
    },
  ];
};

describe('a local save is refused, naming the field in Japanese, when', () => {
  it('nothing is wrong: no problems (spec routes, app pages, documents and the saved page itself)', () => {
    const body = '\n[エリア](/area/) [申込](/apply/form/) [他](/campaign/other/) [自分](/campaign/e2e/) [一覧](/campaign/)\n';
    expect(saveProblems(save(body), site())).toEqual([]);
  });

  it('a body link leads to no page: the line of the file, as content:check reports it', () => {
    const problems = saveProblems(save('\n本文\n\n[どこにもない](/nowhere/)\n'), site());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^本文（\d+行目）: サイト内リンク「\/nowhere\/」の行き先のページがありません$/);
  });

  it('a button (CallToAction) links to a draft campaign, which has no page', () => {
    const problems = saveProblems(save('\n<CallToAction href="/campaign/hidden/" label="見る" />\n'), site());
    expect(problems).toEqual([expect.stringMatching(/サイト内リンク「\/campaign\/hidden\/」の行き先のページがありません/)]);
  });

  it('a link without its trailing slash', () => {
    expect(saveProblems(save('\n[エリア](/area)\n'), site())).toEqual([
      expect.stringMatching(/「\/area」は \/ で終わらせてください/),
    ]);
  });

  it('the banner names an image that is neither saved nor under public/', () => {
    const problems = saveProblems(
      save('', (f) => f.replace('src: /images/campaigns/change.webp', 'src: /images/campaigns/gone.webp')),
      site(),
    );
    expect(problems).toEqual(['バナー画像: 画像ファイルがありません（/images/campaigns/gone.webp）。画像をアップロードしてください']);
    const withUpload = [
      ...save('', (f) => f.replace('src: /images/campaigns/change.webp', 'src: /images/campaigns/e2e/banner.webp')),
      { path: 'public/images/campaigns/e2e/banner.webp', contents: new Uint8Array([1]) },
    ];
    expect(saveProblems(withUpload, site())).toEqual([]);
  });

  it('終了日 is before 開始日; the same day is a one-day campaign and saves', () => {
    const dates = (from: string, until: string) => (f: string) =>
      f.replace("validFrom: '2026-04-01'", `validFrom: '${from}'\nvalidUntil: '${until}'`);
    expect(saveProblems(save('', dates('2030-06-02', '2030-06-01')), site())).toEqual([
      '終了日: 開始日（2030-06-02）と同じ日かそれより後の日付にしてください',
    ]);
    expect(saveProblems(save('', dates('2030-06-02', '2030-06-02')), site())).toEqual([]);
  });
});
