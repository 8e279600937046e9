import { collection, config, fields, singleton } from '@keystatic/core';
import { block, inline, wrapper } from '@keystatic/core/content-components';
import {
  AMOUNT_FIELDS,
  CAMPAIGN_KEYS,
  COLLECTION_LAYOUT,
  COLLECTIONS,
  LAYOUTS,
  PLAN_FLAGS,
  eligibilitySchema,
  priceListSchema,
  type CollectionName,
  BENEFIT_TARGETS,
} from '@/lib/content/schema';
import { FIELD_LABELS as L } from '@/lib/content/issues-ja';
import {
  flag,
  startsGroup,
  imageRef,
  integer,
  jstDate,
  lines,
  multiselect,
  select,
  text,
  yamlValue,
} from '@/lib/cms/fields';
import { cmsStorage } from '@/lib/cms/storage';
import { suggestSlug } from '@/lib/cms/slug';
import {
  CallToActionView,
  CalloutView,
  CampaignBannerView,
  ConditionListView,
  HowToReceiveView,
  PlanEstimateView,
  PriceTableView,
} from '@/lib/cms/content-views';
import { AMOUNT_FIELD_LABELS, CAMPAIGN_KEY_LABELS, LAYOUT_LABELS } from '@/lib/cms/labels-ja';

/*
 * The editors' CMS (Keystatic, /keystatic/). Each collection writes the MDX files of content/ that
 * lib/content/schema.ts defines: the same keys, enums (taken from the zod schemas), required and
 * optional keys and defaults (a value equal to the zod default is left out of the file).
 * tests/unit/content/keystatic-config.test.ts reads every document of content/ with this config and
 * with the zod schemas and proves they accept the same documents with the same values.
 *
 * Storage: local mode (the working tree; development and tests) unless
 * NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO ('owner/name') is set at build time: then GitHub mode, where
 * every change is a branch `cms/...` and a pull request (README "Editing content").
 */

const enumOptions = <const V extends string>(
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
) => values.map((value) => ({ value, label: labels[value] ?? value }));

const PLAN_OPTIONS = enumOptions(['plan1G', 'plan10G'] as const, {
  plan1G: '1ギガ',
  plan10G: '10ギガ',
});
const BUILDING_OPTIONS = enumOptions(['house', 'mansion'] as const, {
  house: '戸建て',
  mansion: 'マンション',
});
const PRICE_STATUS = select({
  label: L.priceStatus!,
  description: '「仮」はまだ確認していない金額。公開前の確認リスト（内容チェック）に載ります',
  options: enumOptions(['confirmed', 'placeholder'] as const, {
    confirmed: '確認済み',
    placeholder: '仮',
  }),
  defaultValue: 'placeholder',
});
const PRICES = yamlValue({
  label: L.prices!,
  description:
    '料金の行を決まった書き方（YAML）で。金額は税込の円。key は文書の中で重ならないように',
  schema: priceListSchema,
});
const ELIGIBILITY = (label: string, description: string) =>
  yamlValue({ label, description, schema: eligibilitySchema });
const CAMPAIGN_REFS = (label: string) =>
  fields.multiRelationship({ label, collection: 'campaigns' });

/** MDX components of components/content/mdx-content.tsx, with their props, for the body editor. */
const CONTENT_COMPONENTS = {
  CampaignBanner: block({
    label: 'キャンペーンバナー（バナー画像と実施期間）',
    schema: {},
    ContentView: CampaignBannerView,
  }),
  BenefitPeriod: inline({ label: 'キャンペーン料金の期間（特典の月から自動）', schema: {} }),
  ConditionList: block({
    label: '適用条件リスト',
    description: '空のときはフロントマターの「適用条件」を表示します',
    schema: {
      items: fields.array(fields.text({ label: '条件' }), {
        label: '条件',
        itemLabel: (p) => p.value,
      }),
    },
    ContentView: ConditionListView,
  }),
  HowToReceive: block({
    label: '特典の受け取り方法',
    schema: {},
    ContentView: HowToReceiveView,
  }),
  PriceTable: block({
    label: '料金表',
    description: '文書の「料金」から表示します。種類やキーで絞り込めます',
    schema: {
      kind: select({
        label: '種類',
        options: enumOptions(['monthly', 'initial', 'perUnit'] as const, {
          monthly: '月額',
          initial: '初期費用',
          perUnit: '単価',
        }),
        optional: true,
      }),
      keys: fields.array(fields.text({ label: 'キー' }), {
        label: '表示するキー（空ならすべて）',
        itemLabel: (p) => p.value,
      }),
      caption: text({ label: '見出し' }),
    },
    ContentView: PriceTableView,
  }),
  Callout: wrapper({
    label: '囲み（お知らせ）',
    schema: {
      type: select({
        label: '種類',
        options: enumOptions(['info', 'warning', 'point'] as const, {
          info: '情報',
          warning: '注意',
          point: 'ポイント',
        }),
        defaultValue: 'info',
      }),
      title: text({ label: '見出し' }),
    },
    ContentView: CalloutView,
  }),
  CallToAction: block({
    label: 'ボタン（リンク）',
    schema: {
      href: text({
        label: 'リンク先',
        required: true,
        pattern: {
          regex: /^(\/([\w\-./]*\/)?(\?[^#\s]*)?(#\S*)?|https:\/\/\S+)$/,
          message: 'サイト内リンクは / で始めて / で終わらせてください（例: /area/）',
        },
      }),
      label: text({ label: 'ボタンの文字', required: true }),
      note: text({ label: '補足' }),
    },
    ContentView: CallToActionView,
  }),
  PlanEstimate: block({
    label: '料金の目安（プランのページ用）',
    schema: {},
    ContentView: PlanEstimateView,
  }),
};

/** The start of a slug suggested when a title has no katakana or Latin words (lib/cms/slug.ts). */
const SLUG_PREFIX: Record<CollectionName, string> = {
  Campaign: 'campaign',
  Option: 'option',
  Plan: 'plan',
  Service: 'service',
  Special: 'special',
  SetWari: 'set-wari',
};

/** Keys every collection has (lib/content/schema.ts commonSchema), in the order documents write them. */
function common(name: CollectionName, imageDir: string) {
  return {
    title: fields.slug({
      name: { label: L.title!, validation: { length: { min: 1 } } },
      slug: {
        label: 'スラッグ（URL とファイル名）',
        description:
          'タイトルのカタカナと英数字から作ります（なければ日付）。変えられます。半角英小文字・数字・ハイフン。例: summer-cash-back',
        generate: (title) => suggestSlug(title, SLUG_PREFIX[name]),
        validation: {
          pattern: {
            regex: /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
            message: '半角英小文字・数字・ハイフンで入力してください',
          },
        },
      },
    }),
    description: text({
      label: L.description!,
      description: '検索結果に出る説明。50〜160文字が目安',
      required: true,
      multiline: true,
    }),
    layout: select({
      label: L.layout!,
      description: `ページの枠組み。この種類のページは「${LAYOUT_LABELS[COLLECTION_LAYOUT[name]]}」のままにします`,
      options: enumOptions(LAYOUTS, LAYOUT_LABELS),
      defaultValue: COLLECTION_LAYOUT[name],
    }),
    order: integer({
      label: L.order!,
      description: '一覧での順番（小さいほど先）。空なら100',
      defaultValue: 100,
    }),
    draft: flag({ label: '下書き（公開しない）', defaultValue: false }),
    thumbnail: imageRef({
      label: L.thumbnail!,
      dir: imageDir,
      description: '一覧用の画像（任意）',
    }),
  };
}

const body = fields.mdx({ label: L.body!, extension: 'mdx', components: CONTENT_COMPONENTS });

/** Keystatic collection options shared by all: content/<dir>/<slug>.mdx, frontmatter + MDX body, draft preview link. */
function options(name: CollectionName, label: string, glob: '*' | '**' = '*') {
  const dir = COLLECTIONS[name].dir;
  return {
    label,
    slugField: 'title' as const,
    path: `content/${dir}/${glob}` as const,
    format: { contentField: 'body' },
    entryLayout: 'content' as const,
    previewUrl: `/preview/start/?branch={branch}&to=/preview/${dir}/{slug}/`,
    columns: ['title' as const],
  };
}

/**
 * The campaign form: the keys of lib/content/schema.ts campaignSchema, in groups as editors think
 * of them (公開期間, バナー, 一覧での表示, 特典, 詳細設定); the settings the application form and the fee
 * engine read (flags, YAML rules) come last, under 詳細設定.
 */
function campaignSchema() {
  const { title, description, layout, order, draft, thumbnail } = common('Campaign', 'campaigns');
  return {
    title,
    description,
    validFrom: startsGroup(
      '公開期間',
      jstDate({
        label: L.validFrom!,
        description: '日本時間のこの日の0:00に公開されます',
        required: true,
      }),
      '日付が来ると自動で公開・終了します（すでにサイトにある日付なら再ビルドは不要）',
    ),
    validUntil: jstDate({
      label: L.validUntil!,
      description:
        '日本時間のこの日の終わりまで公開。開始日と同じ日なら1日だけ。空なら終了日なし。終了後は一覧から消え、ページは「終了しました」のお知らせになります',
    }),
    draft,
    banner: startsGroup(
      'バナー',
      imageRef({
        label: L.banner!,
        dir: 'campaigns',
        required: true,
        description:
          '横長 16:9（例: 1200×675px）。ページの上と本文の「キャンペーンバナー」に出ます',
      }),
    ),
    summary: startsGroup(
      '一覧での表示',
      text({
        label: L.summary!,
        description: 'キャンペーン一覧のカードに出る1〜2文',
        required: true,
        multiline: true,
      }),
    ),
    badge: text({ label: L.badge!, description: 'カードの目立つ札。例: 最大50,000円還元' }),
    thumbnail,
    order,
    conditions: startsGroup(
      '特典',
      lines({ label: L.conditions!, min: 1, description: '1行に1つ。ページに箇条書きで出ます' }),
    ),
    howToReceive: text({ label: L.howToReceive!, required: true, multiline: true }),
    plans: multiselect({ label: L.plans!, options: PLAN_OPTIONS, min: 1 }),
    buildingTypes: multiselect({ label: L.buildingTypes!, options: BUILDING_OPTIONS, min: 1 }),
    benefit: fields.object(
      {
        kind: select({
          label: L.kind!,
          options: enumOptions(
            ['cashback', 'coupon', 'monthlyDiscount', 'fixedMonthlyPrice', 'feeWaiver'] as const,
            BENEFIT_KIND_LABELS,
          ),
          defaultValue: 'cashback',
        }),
        amount: integer({ label: `${L.amount}（円・税込）`, required: true, min: 0 }),
        upTo: flag({ label: '金額は上限（「最大◯円」と表示）', defaultValue: false }),
        months: integer({
          label: L.months!,
          description: '月額割引・月額固定のとき必須: 何か月続くか',
          min: 1,
        }),
        fromMonth: integer({
          label: L.fromMonth!,
          description: '1 = 開通した月。空なら1',
          min: 1,
        }),
        paidInMonth: integer({
          label: L.paidInMonth!,
          description:
            'キャッシュバック・クーポンのとき必須: 開通した月を1として何か月目に支払うか',
          min: 1,
        }),
        target: select({
          label: L.target!,
          description: '割り引く・還元する料金',
          options: enumOptions(BENEFIT_TARGETS, BENEFIT_TARGET_LABELS),
          defaultValue: 'total',
        }),
        optionSlug: text({
          label: L.optionSlug!,
          description: '対象が「オプション」のとき: そのオプションのスラッグ（例: mesh-wifi）',
          pattern: {
            regex: /^[a-z0-9-]+$/,
            message: '半角英小文字・数字・ハイフンで入力してください',
          },
        }),
        excludes: CAMPAIGN_REFS(L.excludes!),
        amountFrom: select({
          label: L.amountFrom!,
          description: '金額を申込フォームの設定から読む特典だけ。ふだんは「指定しない」',
          options: enumOptions(AMOUNT_FIELDS, AMOUNT_FIELD_LABELS),
          optional: true,
        }),
        includedInPrices: flag({
          label: 'プランの料金にすでに含まれている（料金の計算で二重に引かない）',
          defaultValue: false,
        }),
      },
      { label: L.benefit! },
    ),
    layout: startsGroup(
      '詳細設定',
      layout,
      '申込フォームと料金の計算が読む設定です。ふだんは変えません',
    ),
    requires: ELIGIBILITY(
      L.requires!,
      '申し込める人をさらに絞るときだけ。決まった書き方（YAML）で、例: 「switching: true」は他社から乗りかえる方だけ、「options: [isPhone]」は光電話も申し込む方だけ。空なら絞りません',
    ),
    campaignKey: select({
      label: L.campaignKey!,
      description: '申込フォームがこの特典を選んだと記録する項目。新しい種類が要るときは開発担当に',
      options: enumOptions(CAMPAIGN_KEYS, CAMPAIGN_KEY_LABELS),
      optional: true,
    }),
    group: select({
      label: L.group!,
      description: '基本特典はどれか一つだけ。追加特典は基本特典と一緒に受けられます',
      options: enumOptions(['base', 'addon', 'option'] as const, {
        base: '基本特典（どれか一つ）',
        addon: '追加特典（併用できる）',
        option: 'オプションの特典',
      }),
      defaultValue: 'addon',
    }),
    policy: select({
      label: L.policy!,
      description:
        '申込フォームで「特典重視」「料金重視」のどちらを選んだ方に出すか。指定しないと両方',
      options: enumOptions(['benefits', 'price'] as const, {
        benefits: '特典重視',
        price: '料金重視',
      }),
      optional: true,
    }),
    priceStatus: PRICE_STATUS,
    body,
  };
}

const BENEFIT_KIND_LABELS = {
  cashback: 'キャッシュバック',
  coupon: 'クーポン',
  monthlyDiscount: '月額割引',
  fixedMonthlyPrice: '月額固定',
  feeWaiver: '費用の無料化',
} as const;

const BENEFIT_TARGET_LABELS = {
  net: 'ネット月額',
  phone: '電話月額',
  tv: 'テレビ月額',
  option: 'オプション',
  construction: '工事費（ネット・テレビ）',
  'construction.net': '光ネットの標準工事費',
  'construction.tv': '光テレビの標準工事費',
  contractFee: '契約事務手数料',
  switchingCost: '乗りかえ費用',
  total: '請求全体',
} as const;

/** One operator's fact (content/site/operator.json, lib/content/operator.ts): value and status. */
const FACT = (label: string, description?: string) =>
  fields.object(
    {
      value: fields.text({ label: '内容', description }),
      status: fields.select({
        label: '確認状況',
        description: '仮 = まだ確認されていない（サイトには「確定後に掲載します」と表示）',
        options: [
          { value: 'placeholder', label: '仮' },
          { value: 'confirmed', label: '確認済み' },
        ],
        defaultValue: 'placeholder',
      }),
    },
    { label },
  );

export default config({
  // Read as a literal so Next.js inlines it into the editor's browser code (lib/cms/storage.ts).
  storage: cmsStorage(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO),
  locale: 'ja-JP',
  ui: { brand: { name: 'コンテンツ編集' } },
  collections: {
    campaigns: collection({
      ...options('Campaign', 'キャンペーン'),
      columns: ['title', 'validFrom', 'validUntil'],
      schema: campaignSchema(),
    }),
    options: collection({
      ...options('Option', 'オプション'),
      schema: {
        ...common('Option', 'options'),
        flag: select({ label: L.flag!, options: enumOptions(PLAN_FLAGS), optional: true }),
        category: select({
          label: L.category!,
          options: enumOptions([
            'phone',
            'tv',
            'video',
            'network',
            'support',
            'entertainment',
            'home',
            'index',
          ] as const),
          defaultValue: 'support',
        }),
        summary: text({ label: L.summary!, required: true, multiline: true }),
        prices: PRICES,
        conditions: ELIGIBILITY('申し込める条件', 'YAML。例: options: [isPhone]（光電話が必要）'),
        notes: lines({ label: L.notes! }),
        includes: multiselect({ label: L.includes!, options: enumOptions(PLAN_FLAGS) }),
        priceStatus: PRICE_STATUS,
        body,
      },
    }),
    plans: collection({
      ...options('Plan', '料金プラン'),
      schema: {
        ...common('Plan', 'plans'),
        buildingType: select({ label: L.buildingType!, options: BUILDING_OPTIONS, optional: true }),
        summary: text({ label: L.summary!, required: true, multiline: true }),
        tab: imageRef({ label: L.tab!, dir: 'plans' }),
        prices: PRICES,
        notes: lines({ label: L.notes! }),
        priceStatus: PRICE_STATUS,
        body,
      },
    }),
    service: collection({
      ...options('Service', 'サービス案内', '**'),
      schema: {
        ...common('Service', 'service'),
        prices: PRICES,
        priceStatus: select({
          label: L.priceStatus!,
          options: enumOptions(['confirmed', 'placeholder'] as const, {
            confirmed: '確認済み',
            placeholder: '仮',
          }),
          optional: true,
        }),
        body,
      },
    }),
    special: collection({
      ...options('Special', '特設ページ'),
      schema: {
        ...common('Special', 'special'),
        hero: imageRef({ label: L.hero!, dir: 'special', required: true }),
        cta: fields.object(
          {
            label: text({ label: 'ボタンの文字', required: true }),
            href: text({ label: 'リンク先', required: true }),
          },
          { label: L.cta! },
        ),
        campaigns: CAMPAIGN_REFS(L.campaigns!),
        body,
      },
    }),
    'set-wari': collection({
      ...options('SetWari', 'セット割'),
      schema: {
        ...common('SetWari', 'set-wari'),
        carrier: text({ label: L.carrier!, required: true }),
        summary: text({ label: L.summary!, required: true, multiline: true }),
        banner: imageRef({ label: L.banner!, dir: 'set-wari', required: true }),
        requires: ELIGIBILITY(L.requires!, 'YAML。空なら options: [isPhone]（光電話が必要）'),
        maxLines: integer({ label: L.maxLines!, min: 1 }),
        prices: PRICES,
        excludes: CAMPAIGN_REFS(L.excludes!),
        priceStatus: PRICE_STATUS,
        body,
      },
    }),
  },
  singletons: {
    operator: singleton({
      label: '運営者情報',
      path: 'content/site/operator',
      format: { data: 'json' },
      schema: {
        companyName: FACT('会社名'),
        address: FACT('所在地'),
        representative: FACT('代表者'),
        registration: FACT('電気通信事業者 届出番号'),
        salesDesk: fields.object(
          { tel: FACT('電話番号', '例: 0120-123-456（受付時間は管理画面の設定）') },
          { label: 'お申し込み前のご相談（電話相談）' },
        ),
        supportDesk: fields.object(
          {
            tel: FACT('電話番号', '例: 0120-123-456'),
            hours: FACT('受付時間', '例: 9:00〜20:00（年中無休）'),
          },
          { label: 'ご契約中の方の窓口' },
        ),
        callbackSlots: fields.array(
          fields.object({
            from: fields.integer({
              label: '開始（時）',
              validation: { isRequired: true, min: 0, max: 24 },
            }),
            to: fields.integer({
              label: '終了（時）',
              validation: { isRequired: true, min: 0, max: 24 },
            }),
          }),
          {
            label: '折り返し電話の時間帯',
            description: '申込フォームの「ご連絡を希望する時間帯」。電話相談の受付時間の中で',
            itemLabel: (p) => `${p.fields.from.value ?? ''}時〜${p.fields.to.value ?? ''}時`,
          },
        ),
      },
    }),
  },
});
