import { Container, PageHeader, SectionTitle } from '@/components/ui/page-header';
import { CallTimeText } from '@/components/layout/call-time-text';
import { DataCredits } from '@/components/general/data-credits';
import type { CallTime } from '@/lib/settings/call-time';
import { FactText } from '@/components/content/placeholder-badge';
import { OPERATOR_FACTS as F } from '@/lib/content/operator';
import { SITE_NAME } from '@/lib/site';
import { SERVICE_PREFECTURES } from '@/lib/state/types';

/**
 * /company/ with the #info anchor (spec section 2). The operator's facts come from
 * content/site/operator.json (lib/content/operator.ts); a placeholder shows its badge.
 */
export function CompanyPage({ callTime }: { callTime: CallTime }) {
  const rows: readonly [string, React.ReactNode][] = [
    ['会社名', <FactText key="c" fact={F.companyName} />],
    ['所在地', <FactText key="a" fact={F.address} />],
    ['代表者', <FactText key="r" fact={F.representative} />],
    ['電気通信事業者 届出番号', <FactText key="n" fact={F.registration} />],
    ['サービス名', SITE_NAME],
    ['提供サービス', '光インターネット（光ネット）、光電話、光テレビ、各種オプションサービス'],
    ['提供エリア', `${SERVICE_PREFECTURES.join('・')}（一部地域を除く）`],
    ['お支払い方法', '口座振替（毎月27日引き落とし）、クレジットカード'],
    [
      'お申し込み前のご相談',
      // The hours of the settings row, like the phone modal (one figure everywhere).
      <>
        電話相談 <FactText fact={F.salesDesk.tel} />
        （受付 <CallTimeText fallback={callTime.displayText} />）
      </>,
    ],
    [
      'ご契約中の方の窓口',
      <>
        お問い合わせ窓口 <FactText fact={F.supportDesk.tel} />
        （受付 <FactText fact={F.supportDesk.hours} />）
      </>,
    ],
  ];
  return (
    <main id="main">
      <PageHeader title="会社概要" lead={`${SITE_NAME}の運営とサービスについてご案内します。`} />
      <Container className="space-y-12 py-10">
        <section>
          <SectionTitle>私たちについて</SectionTitle>
          <div className="space-y-4 text-sm leading-7 md:text-base">
            <p>
              {SITE_NAME}
              は、東海地方と長野県のご家庭に光ファイバーによるインターネットをお届けしている地域密着の通信サービスです。ネットに光電話・光テレビ・サポートを組み合わせ、ご家族の暮らしに合った通信環境をご提案しています。
            </p>
            <p>
              お申し込みはWebでいつでも受け付けています。ご不明な点は、電話相談やご相談予約でスタッフが丁寧にご案内します。
            </p>
          </div>
        </section>
        <section aria-labelledby="info">
          <SectionTitle id="info">運営者情報</SectionTitle>
          <table className="w-full border-collapse text-sm md:text-base">
            <tbody>
              {rows.map(([k, v]) => (
                <tr key={k} className="border-b border-gray-200">
                  <th
                    scope="row"
                    className="w-36 bg-surface px-4 py-3 text-left align-top font-bold md:w-56"
                  >
                    {k}
                  </th>
                  <td className="px-4 py-3">{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <DataCredits />
      </Container>
    </main>
  );
}
