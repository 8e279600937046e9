import { ButtonLink } from '@/components/ui/button';
import { CallTimeText } from '@/components/layout/call-time-text';
import { Icon, type IconName } from '@/components/ui/icon';
import { Container, PageHeader, SectionTitle } from '@/components/ui/page-header';
import { PhoneConsult } from '@/components/layout/phone-consult';
import type { CallTime } from '@/lib/settings/call-time';
import { FactText } from '@/components/content/placeholder-badge';
import { OPERATOR_FACTS } from '@/lib/content/operator';
import { CONSULTATION_TEL, CONTACT_CENTER_HOURS, SUPPORT_TEL, telHref } from '@/lib/site';

/** 「お問い合わせ窓口（9:00〜20:00（年中無休））」, the hours from the operator's facts when confirmed. */
const SUPPORT_DESK = CONTACT_CENTER_HOURS
  ? `お問い合わせ窓口（${CONTACT_CENTER_HOURS}）`
  : 'お問い合わせ窓口';

interface Topic {
  id: string;
  icon: IconName;
  title: string;
  body: readonly string[];
  link?: { to: string; text: string };
}

const TOPICS: readonly Topic[] = [
  {
    id: 'moving',
    icon: 'truck',
    title: 'お引越し（移転）',
    body: [
      '引越し先が提供エリア内であれば、移転のお手続きで引き続きご利用いただけます。',
      'お申し込みから引越し先での開通まで1〜2か月ほどかかることがあります。お引越しの日が決まったら、お早めにお手続きください。',
    ],
    link: { to: '/transfer/', text: '移転のお手続きへ' },
  },
  {
    id: 'option',
    icon: 'settings',
    title: 'オプションの追加・変更',
    body: [
      '光電話・光テレビ・安心サポートPlusなどのオプションは、ご契約後も追加できます。',
      'オプションの内容と料金はオプションサービスのページでご確認いただけます。',
    ],
    link: { to: '/option/apply/', text: 'オプションのお申し込みへ' },
  },
  {
    id: 'payment',
    icon: 'card',
    title: 'お支払い方法の変更',
    body: [
      'お支払いは口座振替またはクレジットカードからお選びいただけます。口座振替の引き落とし日は毎月27日です。',
      '引き落としができなかった場合は、翌月に当月分とあわせて引き落としをします。翌月も引き落としができなかった場合は、払込用紙をお送りします。',
      `お支払い方法の変更は${SUPPORT_DESK}で承ります。`,
    ],
  },
  {
    id: 'trouble',
    icon: 'build',
    title: '故障・つながらないとき',
    body: [
      'まずはルーターなどの機器の電源を入れ直し、ケーブルが外れていないかをご確認ください。',
      `それでもつながらない場合は、${SUPPORT_DESK}へご連絡ください。パソコンやルーターの設定のご相談は、安心サポートPlusでもお手伝いします。`,
    ],
    link: { to: '/option/anshin-support/', text: '安心サポートPlusについて' },
  },
  {
    id: 'cancellation',
    icon: 'logout',
    title: 'ご解約',
    body: [
      'ご解約・休止のお手続きはお電話で承ります。ご希望日の14日前までにご連絡ください。',
      'スタート割の契約期間内の解約では、月額料金1か月分の解約金と工事費の残額がかかります。撤去工事はご希望の場合のみ行います。',
    ],
    link: { to: '/service/cancellation/', text: '解約時の費用について' },
  },
];

/** /support/: the window for current customers (spec section 1: separated only by this link). */
export function SupportPage({ callTime }: { callTime: CallTime }) {
  return (
    <main id="main">
      <PageHeader
        title="現在ご利用中の方の窓口"
        lead="ご契約中のお客さま向けのお手続きとお問い合わせ先をご案内します。ご用件をお選びください。"
      />
      <Container className="py-10">
        <nav aria-label="ご用件" className="mb-10">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {TOPICS.map((t) => (
              <li key={t.id}>
                <a
                  href={`#${t.id}`}
                  className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-lg border border-gray-200 bg-white p-3 text-center text-sm font-bold hover:border-brand"
                >
                  <Icon name={t.icon} className="size-8 text-brand" />
                  {t.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {TOPICS.map((t) => (
            <section key={t.id} aria-labelledby={t.id}>
              <SectionTitle id={t.id}>{t.title}</SectionTitle>
              <div className="space-y-3 text-sm leading-7 md:text-base">
                {t.body.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              {t.link ? (
                <ButtonLink href={t.link.to} variant="outline" icon="arrowForward" className="mt-4">
                  {t.link.text}
                </ButtonLink>
              ) : null}
            </section>
          ))}
        </div>
        <section
          aria-labelledby="tel"
          className="mt-14 rounded-lg bg-surface p-6 md:flex md:items-center md:justify-between md:gap-8"
        >
          <div>
            <h2 id="tel" className="text-lg font-bold">
              お電話でのお問い合わせ
            </h2>
            <p className="mt-2 text-sm leading-7">
              ご契約中の方のお問い合わせ窓口は{' '}
              {SUPPORT_TEL ? (
                <a href={telHref(SUPPORT_TEL)} className="font-bold text-accent underline">
                  {SUPPORT_TEL}
                </a>
              ) : (
                <FactText fact={OPERATOR_FACTS.supportDesk.tel} />
              )}
              （受付 <FactText fact={OPERATOR_FACTS.supportDesk.hours} />
              ）です。これからお申し込みをご検討の方は、電話相談（受付{' '}
              <CallTimeText fallback={callTime.displayText} />
              ）をご利用ください。
            </p>
          </div>
          <div className="mt-4 shrink-0 md:mt-0 md:w-64">
            <PhoneConsult
              tel={CONSULTATION_TEL}
              displayText={callTime.displayText}
              variant="block"
            />
          </div>
        </section>
      </Container>
    </main>
  );
}
