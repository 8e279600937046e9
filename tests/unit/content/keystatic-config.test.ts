import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader } from '@keystatic/core/reader';
import type { ComponentSchema } from '@keystatic/core';
import config from '@/keystatic.config';
import { listContentFiles, readDocument } from '@/lib/content/frontmatter';
import { COLLECTIONS, type CollectionName } from '@/lib/content/schema';
import { validityWindow } from '@/lib/time';
import { saveProblems } from '@/lib/server/cms/cms';
import { loadDraftPreview } from '@/lib/server/cms/preview';

/*
 * keystatic.config.ts against lib/content/schema.ts: over every document of content/, Keystatic
 * reads it, and what the CMS would write back when the editor saves it unchanged parses with zod to
 * exactly the same value (no key lost, no default changed). Invalid values are refused by both.
 */

type KsCollection = { schema: Record<string, ComponentSchema> };
const KS = config.collections as unknown as Record<string, KsCollection>;
const KEYSTATIC_NAME: Record<CollectionName, string> = {
  Campaign: 'campaigns',
  Option: 'options',
  Plan: 'plans',
  Service: 'service',
  Special: 'special',
  SetWari: 'set-wari',
};

/** What Keystatic stores for `value` after parsing it into the editor and saving (per field, as its save does). */
function saved(field: ComponentSchema, value: unknown, slug: string, key: string): unknown {
  if (field.kind === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(field.fields)) {
      const v = saved(f, (value as Record<string, unknown> | undefined)?.[k], slug, k);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (field.kind !== 'form') throw new Error(`unexpected top-level field kind ${field.kind}`);
  if (field.formKind === 'slug') return field.serializeWithSlug(field.parse(value as never, { slug })).value;
  if (field.formKind === 'asset') {
    const parsed = field.validate(field.parse(value as never, { asset: undefined, slug }));
    return field.serialize(parsed, { slug, suggestedFilenamePrefix: key }).value;
  }
  if (field.formKind === 'content' || field.formKind === 'assets') return undefined;
  return field.serialize(field.validate(field.parse(value as never))).value;
}

/** The frontmatter the CMS writes for a document's frontmatter (body excluded). */
function savedFrontmatter(collection: CollectionName, data: Record<string, unknown>, slug: string) {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(KS[KEYSTATIC_NAME[collection]]!.schema)) {
    if (k === 'body') continue;
    const v = saved(f, data[k], slug, k);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

const documents = listContentFiles('content').map((file) => {
  const doc = readDocument('content', file);
  return { file, collection: doc.collection!, slug: doc.inner.replace(/\.mdx$/, ''), data: doc.data };
});

describe('keystatic.config.ts mirrors the zod frontmatter schemas', () => {
  it('has one Keystatic collection per content collection, on its folder, with the same keys', () => {
    for (const [name, def] of Object.entries(COLLECTIONS) as [CollectionName, (typeof COLLECTIONS)[CollectionName]][]) {
      const ks = config.collections![KEYSTATIC_NAME[name] as keyof typeof config.collections] as { path: string; schema: object };
      expect(ks.path, name).toMatch(new RegExp(`^content/${def.dir}/\\*\\*?$`));
      expect(Object.keys(ks.schema).filter((k) => k !== 'body').sort(), name).toEqual(Object.keys(def.schema.shape).sort());
    }
  });

  it('covers every document of content/', () => {
    expect(documents.length).toBeGreaterThanOrEqual(40);
    expect(new Set(documents.map((d) => d.collection)).size).toBe(6);
  });

  it.each(documents.map((d) => [d.file, d] as const))('%s: Keystatic reads it; saved unchanged it parses to the same value', async (_file, d) => {
    const schema = COLLECTIONS[d.collection].schema;
    const original = schema.parse(d.data);
    const written = savedFrontmatter(d.collection, d.data, d.slug);
    expect(schema.parse(written)).toEqual(original);
    for (const key of Object.keys(d.data)) expect(written, `${d.file} keeps ${key}`).toHaveProperty(key);
    const entry = await reader.collections[KEYSTATIC_NAME[d.collection] as 'campaigns'].read(d.slug);
    expect(entry, d.file).not.toBeNull();
  });
});

const reader = createReader(process.cwd(), config);

describe('invalid documents are refused by the CMS and by zod, with the field in Japanese', () => {
  const change = documents.find((d) => d.file === 'campaigns/change.mdx')!.data;
  const campaignFields = KS.campaigns!.schema;
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['banner without alt text', { ...change, banner: { ...(change.banner as object), alt: '' } }, /バナー画像: 代替テキスト/],
    ['no banner', { ...change, banner: undefined }, /バナー画像: 画像をアップロードしてください/],
    ['unknown campaign key', { ...change, campaignKey: 'isUnknownCP' }, /申込フォームでの特典の種類.*選べる値ではありません/],
    ['impossible date', { ...change, validFrom: '2026-02-30' }, /開始日: 2026-02-30 という日はありません/],
    ['no conditions', { ...change, conditions: [] }, /適用条件: 1行以上/],
    ['no plans', { ...change, plans: [] }, /対象プラン: 1つ以上/],
  ];

  it.each(cases)('%s', (_name, data, message) => {
    expect(COLLECTIONS.Campaign.schema.safeParse(data).success).toBe(false);
    expect(() => savedFrontmatter('Campaign', data, 'change')).toThrow(message);
  });

  it('rules across fields (validUntil after validFrom, a monthly benefit needs months) refuse the local save in Japanese', () => {
    const file = (data: Record<string, unknown>) => [
      { path: 'content/campaigns/x.mdx', contents: new TextEncoder().encode(`---\n${JSON.stringify(data)}\n---\n\n本文\n`) },
    ];
    expect(saveProblems(file(change))).toEqual([]);
    const reversed = { ...change, validFrom: '2026-05-01', validUntil: '2026-04-30' };
    expect(() => savedFrontmatter('Campaign', reversed, 'x')).not.toThrow();
    expect(saveProblems(file(reversed))).toEqual(['終了日: 開始日（2026-05-01）と同じ日かそれより後の日付にしてください']);
    const monthly = { ...change, benefit: { kind: 'monthlyDiscount', amount: 500, target: 'net' } };
    expect(saveProblems(file(monthly))).toEqual(['特典 > 月数: 種類が「monthlyDiscount」のときは必須です']);
    expect(campaignFields.validUntil).toBeDefined();
  });
});

describe('validity dates are Japan-time calendar dates', () => {
  const dateField = KS.campaigns!.schema.validFrom as Extract<ComponentSchema, { kind: 'form'; formKind?: undefined }>;
  const zones = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'];
  let tz: string | undefined;
  beforeAll(() => {
    tz = process.env.TZ;
  });
  afterAll(() => {
    process.env.TZ = tz;
  });

  it.each(zones)('in a process running in %s, the date stays the day written and starts/ends at 00:00 JST', (zone) => {
    process.env.TZ = zone;
    // A date the editor picks is stored as written, never shifted to UTC with a 'Z'.
    expect(dateField.serialize(dateField.validate(dateField.parse('2026-12-01'))).value).toBe('2026-12-01');
    // An unquoted YAML date arrives as a Date at UTC midnight: still that calendar day.
    expect(dateField.parse(new Date('2026-12-01T00:00:00Z') as never)).toBe('2026-12-01');
    expect(validityWindow('2026-12-01', '2026-12-01')).toEqual({
      startsAt: Date.parse('2026-12-01T00:00:00+09:00'),
      endsAt: Date.parse('2026-12-02T00:00:00+09:00'),
    });
  });

  it('refuses a date-time (the CMS writes calendar dates only) and impossible days', () => {
    expect(() => dateField.validate(dateField.parse('2026-12-01T10:00:00Z'))).toThrow(/開始日/);
    expect(() => dateField.validate(dateField.parse('2026-02-29'))).toThrow(/開始日/);
  });
});

describe('draft preview of a local draft (lib/server/cms/preview.ts)', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-preview-'));
    fs.cpSync('content', path.join(root, 'content'), { recursive: true });
    fs.cpSync('public/images', path.join(root, 'public/images'), { recursive: true });
    const text = fs.readFileSync('content/campaigns/change.mdx', 'utf8').replace("validFrom: '2026-04-01'", "validFrom: '2026-12-01'\nvalidUntil: '2026-12-31'");
    fs.writeFileSync(path.join(root, 'content/campaigns/winter.mdx'), text.replace('](/area)', '](/nowhere/)'));
    fs.writeFileSync(
      path.join(root, 'content/campaigns/broken.mdx'),
      text.replace('alt: 光乗りかえキャンペーン 他社', 'alt: ""\n  # 他社').replace('/images/campaigns/change.webp', '/images/campaigns/missing.webp'),
    );
    process.env.KEYSTATIC_LOCAL_DIR = root;
  });
  afterAll(() => {
    delete process.env.KEYSTATIC_LOCAL_DIR;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('says when a campaign goes public, in Japan time, from the clock', async () => {
    const start = Date.parse('2026-12-01T00:00:00+09:00');
    const before = await loadDraftPreview('campaigns', 'winter', { kind: 'local' }, () => start - 1);
    expect(before!.status).toBe('公開前: 2026年12月1日（火） 0:00（日本時間）から /campaign/winter/ に表示されます');
    expect(before!.problems).toEqual([]);
    const during = await loadDraftPreview('campaigns', 'winter', { kind: 'local' }, () => start);
    expect(during!.status).toBe('公開中: /campaign/winter/（2026年12月31日（木） まで）');
    const after = await loadDraftPreview('campaigns', 'winter', { kind: 'local' }, () => Date.parse('2027-01-01T00:00:00+09:00'));
    expect(after!.status).toMatch(/^終了: 2026年12月31日（木） で終了しました/);
  });

  it('lists schema and content-check problems in Japanese and withholds the body', async () => {
    const preview = await loadDraftPreview('campaigns', 'broken', { kind: 'local' }, () => Date.now());
    expect(preview!.doc).toBeNull();
    expect(preview!.problems).toContainEqual({ field: 'バナー画像 > 代替テキスト', message: expect.stringMatching(/./) });
    expect(preview!.problems).toContainEqual({
      field: 'バナー画像 > 画像のパス',
      message: expect.stringMatching(/^画像ファイルがありません/),
    });
  });

  it('answers nothing for a missing draft or a path outside the collections', async () => {
    expect(await loadDraftPreview('campaigns', 'nope', { kind: 'local' })).toBeNull();
    expect(await loadDraftPreview('campaigns', '../../etc/passwd', { kind: 'local' })).toBeNull();
    expect(await loadDraftPreview('secrets', 'x', { kind: 'local' })).toBeNull();
  });
});
