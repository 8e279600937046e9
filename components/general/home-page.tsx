import { ShellLink } from '@/components/layout/shell-link';
import { ButtonLink } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Container } from '@/components/ui/page-header';
import type { FaqItem } from '@/lib/pages/faq';
import { FaqList } from './faq-list';

const FEATURES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'wifi',
    title: '10Gプランも選べる光回線',
    text: '動画やオンラインゲーム、在宅ワークを家族みんなで同時に。ご利用スタイルに合わせて10Gと1Gのプランからお選びいただけます。',
  },
  {
    icon: 'phone',
    title: '光電話・光テレビもまとめて',
    text: '光電話は月額330円でネットに追加。光テレビなら地デジに加えてBS40チャンネルもお楽しみいただけます。',
  },
  {
    icon: 'support',
    title: '設定も使い方も電話でサポート',
    text: '安心サポートPlusで、パソコンやルーターの設定をお電話でお手伝い。はじめての光回線でも安心です。',
  },
  {
    icon: 'truck',
    title: '他社からの乗りかえも安心',
    text: '光乗りかえキャンペーンで、以前の回線の解約金や撤去工事費などの負担を還元。機器の設定も無料でお手伝いします。',
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'エリア検索',
    text: 'ご住所と建物の種類から、ご利用いただけるプランと工事期間の目安を確認します。',
  },
  {
    title: '料金シミュレーション',
    text: 'プランとオプション、キャンペーンを選んで、毎月の料金を確認します。',
  },
  { title: 'お申し込み', text: 'ご契約者情報とお支払い方法を入力して、そのままWebでお申し込み。' },
  {
    title: '工事・開通',
    text: '工事日を調整のうえ、光回線を引き込みます。工事が終わればすぐに使えます。',
  },
];

/** Campaign teasers of the home page (texts from content/campaigns/change.mdx and content/set-wari/*.mdx). */
const CAMPAIGN_TEASERS: readonly {
  tag: string;
  tagClass: string;
  title: string;
  text: string;
}[] = [
  {
    tag: '乗りかえ',
    tagClass: 'bg-brand',
    title: '光乗りかえキャンペーン',
    text: '以前の事業者の解約金・撤去工事費・ルーターの分割残債相当額を還元。機器の設定も無料でお手伝いします。',
  },
  {
    tag: 'セット割',
    tagClass: 'bg-accent',
    title: 'auスマートバリュー',
    text: '光ネットと光電話のご契約で、au回線ごとに毎月最大1,100円（税込）を割引。最大10回線まで対象です。',
  },
  {
    tag: 'セット割',
    tagClass: 'bg-accent',
    title: '自宅セット割（UQ mobile）',
    text: '光ネットと光電話のご契約で、トクトクプラン2なら毎月1,100円（税込）を割引します。',
  },
];

/** A home-page band: a full-width section labelled by its centred heading. */
function HomeSection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`py-14 ${className}`}>
      <Container>
        <h2 id={id} className="text-center text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

/** The home page: hero, what the service is, plans, campaigns, area check, FAQ. */
export function HomePage({ faq }: { faq: readonly FaqItem[] }) {
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand via-[#d3000f] to-[#9c000b] text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 600 400"
          className="pointer-events-none absolute -right-24 -bottom-10 w-[560px] opacity-25 md:right-0 md:w-[720px] md:opacity-40"
        >
          <path d="M0 320C150 220 330 140 600 120" stroke="#fff" strokeWidth="10" fill="none" />
          <path d="M0 360C170 280 350 210 600 200" stroke="#fff" strokeWidth="5" fill="none" />
          <path d="M40 400C210 330 380 280 600 275" stroke="#ffd1d5" strokeWidth="3" fill="none" />
          <circle cx="560" cy="122" r="14" fill="#fff" />
        </svg>
        <Container className="relative py-12 md:py-20">
          <p className="inline-block rounded-full bg-white px-4 py-1 text-xs font-bold text-brand-dark md:text-sm">
            愛知・岐阜・三重・静岡・長野の光回線
          </p>
          <h1 className="mt-5 text-[28px] leading-tight font-black md:text-5xl md:leading-tight">
            <span className="inline-block">毎日のネットを、</span>
            <br />
            <span className="inline-block">もっと速く、</span>
            <span className="inline-block">もっと快適に。</span>
          </h1>
          <p className="mt-4 max-w-xl text-sm leading-7 md:text-base">
            地域に根ざした光回線で、戸建てにもマンションにも。光電話・光テレビとあわせて、暮らしの通信をひとつにまとめられます。
          </p>
          <div className="mt-6 inline-flex flex-col gap-1 rounded-lg bg-white px-5 py-4 text-ink sm:flex-row sm:items-end sm:gap-4">
            <div>
              <p className="text-xs font-bold text-gray-700">戸建て ホーム 10G</p>
              <p className="text-xs text-gray-700">スタート割・2年契約</p>
            </div>
            <p className="font-black text-brand">
              <span className="text-sm">月額</span>
              <span className="text-4xl tracking-tight md:text-5xl">5,940</span>
              <span className="text-sm whitespace-nowrap">円（税込）</span>
            </p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ShellLink
              href="/area/"
              className="inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-white px-8 text-lg font-bold text-brand-dark hover:bg-brand-soft"
            >
              <Icon name="search" className="size-6" />
              提供エリアを確認する
            </ShellLink>
            <ShellLink
              href="/apply/form/"
              className="inline-flex min-h-14 items-center justify-center gap-2 rounded-full border-2 border-white px-8 text-lg font-bold text-white hover:bg-white/10"
            >
              <Icon name="calculate" className="size-6" />
              料金シミュレーション
            </ShellLink>
          </div>
        </Container>
      </section>

      <HomeSection id="about" title="コミュファ光でできること">
        <p className="mx-auto mt-3 max-w-2xl text-sm leading-7 sm:text-center md:text-base">
          光ファイバーでご自宅までつなぐインターネットサービスです。ネットに光電話や光テレビ、サポートを組み合わせて、ご家庭にぴったりの使い方をお選びいただけます。
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          {FEATURES.map((f) => (
            <li
              key={f.title}
              className="flex gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:block"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon name={f.icon} className="size-7" />
              </span>
              <div>
                <h3 className="font-bold sm:mt-4">{f.title}</h3>
                <p className="mt-2 text-sm leading-6 text-gray-700">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="plans" title="料金プラン" className="band-deferred bg-surface">
        <p className="mt-3 text-center text-sm md:text-base">
          お住まいの建物の種類に合わせてお選びください。
        </p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <article className="flex flex-col rounded-lg border-t-4 border-brand bg-white p-6">
            <div className="flex items-center gap-3">
              <Icon name="home" className="size-10 text-brand" />
              <h3 className="text-xl font-bold">戸建て（ホーム）</h3>
            </div>
            <p className="mt-3 text-sm leading-7">
              一戸建てにお住まいの方向けのプランです。10Gプランなら家族みんなで同時に使っても快適です。
            </p>
            <div className="mt-4 rounded bg-brand-soft px-4 py-3">
              <p className="text-xs font-bold">ホーム 10G（スタート割・2年契約）</p>
              <p className="font-black text-brand-dark">
                月額<span className="mx-1 text-3xl">5,940</span>円（税込）
              </p>
              <p className="text-xs text-gray-700">
                光電話をご利用の場合は月額330円（税込）を加算します。
              </p>
            </div>
            <ButtonLink href="/plan/home/" className="mt-6 self-start" icon="arrowForward">
              戸建てプランを見る
            </ButtonLink>
          </article>
          <article className="flex flex-col rounded-lg border-t-4 border-accent bg-white p-6">
            <div className="flex items-center gap-3">
              <Icon name="apartment" className="size-10 text-accent" />
              <h3 className="text-xl font-bold">マンション</h3>
            </div>
            <p className="mt-3 text-sm leading-7">
              マンション・アパートなど集合住宅にお住まいの方向けのプランです。建物の設備によってご利用いただけるプランが異なります。小規模な集合住宅では戸建てプランでのご案内となる場合があります。
            </p>
            <div className="mt-4 rounded bg-surface px-4 py-3 text-sm">
              お住まいの建物でご利用いただけるプランは、エリア検索ですぐに確認できます。
            </div>
            <ButtonLink
              href="/plan/mansion/"
              variant="secondary"
              className="mt-6 self-start"
              icon="arrowForward"
            >
              マンションプランを見る
            </ButtonLink>
          </article>
        </div>
      </HomeSection>

      <HomeSection id="campaign" title="キャンペーン・特典" className="band-deferred">
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {CAMPAIGN_TEASERS.map((c) => (
            <article key={c.title} className="rounded-lg border border-gray-200 bg-white p-6">
              <p
                className={`inline-block rounded ${c.tagClass} px-2 py-0.5 text-xs font-bold text-white`}
              >
                {c.tag}
              </p>
              <h3 className="mt-3 text-lg font-bold">{c.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{c.text}</p>
            </article>
          ))}
        </div>
        <div className="mt-8 text-center">
          <ButtonLink href="/campaign/" variant="outline" icon="gift">
            キャンペーン・特典一覧を見る
          </ButtonLink>
        </div>
      </HomeSection>

      <section aria-labelledby="area-check" className="band-deferred bg-accent py-12 text-white">
        <Container className="flex flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2
              id="area-check"
              className="flex items-center justify-center gap-2 text-2xl font-bold md:justify-start"
            >
              <Icon name="place" className="size-8" />
              まずは提供エリアをチェック
            </h2>
            <p className="mt-2 text-sm leading-7 md:text-base">
              ご住所と建物の種類を入れるだけ。ご利用いただけるプランと、開通までの工事期間の目安がわかります。
            </p>
          </div>
          <ShellLink
            href="/area/"
            className="inline-flex min-h-14 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-10 text-lg font-bold text-accent hover:bg-blue-50"
          >
            <Icon name="search" className="size-6" />
            エリア検索
          </ShellLink>
        </Container>
      </section>

      <HomeSection id="flow" title="お申し込みの流れ" className="band-deferred">
        <ol className="mt-8 grid gap-4 md:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-lg bg-surface p-5">
              <p className="text-sm font-black text-brand-dark">STEP {i + 1}</p>
              <h3 className="mt-1 font-bold">{s.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      <HomeSection id="faq-teaser" title="よくあるご質問" className="band-deferred bg-surface">
        <div className="mx-auto mt-8 max-w-3xl">
          <FaqList items={faq} />
          <div className="mt-6 text-center">
            <ButtonLink href="/faq/" variant="outline" icon="help">
              よくあるご質問をもっと見る
            </ButtonLink>
          </div>
        </div>
      </HomeSection>
    </main>
  );
}
