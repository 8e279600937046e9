import { ShellLink } from '@/components/layout/shell-link';
import { Container, PageHeader } from '@/components/ui/page-header';
import { FactText } from '@/components/content/placeholder-badge';
import { OPERATOR_FACTS as F } from '@/lib/content/operator';
import { PRIVACY_POLICY_VERSION, PRIVACY_PURPOSES } from '@/lib/content/privacy';
import { SITE_NAME } from '@/lib/site';

const H = ({ children }: { children: React.ReactNode }) => (
  <h2 className="mt-10 mb-3 border-l-4 border-brand pl-3 text-lg font-bold md:text-xl">
    {children}
  </h2>
);

/** /privacy/: the privacy policy (purposes before collection, third parties, security, contact). */
export function PrivacyPage() {
  return (
    <main id="main">
      <PageHeader title="プライバシーポリシー" />
      <Container className="max-w-[900px] py-10 text-sm leading-7 md:text-base">
        <p>
          {SITE_NAME}
          （以下「当社」といいます）は、お客さまの個人情報を適切に取り扱うことが通信事業者としての社会的責務であると考え、個人情報の保護に関する法律その他の関係法令を遵守し、以下のとおり個人情報を取り扱います。
        </p>

        <H>1. 取得する個人情報</H>
        <p>
          当社は、本サイトでのお申し込み・お問い合わせ・ご相談予約等に際して、次の情報を取得します。
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>氏名（漢字・フリガナ）、性別、生年月日</li>
          <li>ご住所（サービスを設置する場所、書類の送付先）、電話番号、メールアドレス</li>
          <li>お支払いに関する情報（金融機関名・支店名・口座番号・口座名義等）</li>
          <li>番号ポータビリティに必要な、現在ご利用中の電話番号と契約者情報</li>
          <li>お問い合わせ・ご相談の内容</li>
          <li>本サイトの閲覧履歴、ご利用の端末・ブラウザの情報（Cookie等により取得する情報）</li>
        </ul>

        <H>2. 利用目的</H>
        <p>
          当社は、個人情報を取得する前に、その入力画面で利用目的をお示しします。取得した個人情報は、次の目的の範囲内で利用し、目的外の利用はいたしません。
        </p>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {PRIVACY_PURPOSES.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>

        <H>3. 第三者への提供</H>
        <p>
          当社は、次の場合を除き、あらかじめお客さまの同意を得ずに個人情報を第三者に提供しません。
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>法令に基づく場合</li>
          <li>人の生命、身体または財産の保護のために必要で、ご本人の同意を得ることが困難な場合</li>
          <li>
            公衆衛生の向上または児童の健全な育成の推進のために特に必要で、ご本人の同意を得ることが困難な場合
          </li>
          <li>国の機関や地方公共団体等が法令の定める事務を行うことに協力する必要がある場合</li>
        </ul>
        <p className="mt-2">
          番号ポータビリティ、セット割、金融機関による口座振替など、お客さまがお申し込みになったサービスの提供に必要な範囲で、該当する事業者に情報を提供することがあります。この場合は、お申し込みの際にその旨をお示しし、同意をいただきます。
        </p>

        <H>4. 業務の委託</H>
        <p>
          当社は、工事・発送・料金の収納・システムの運用等の業務を外部に委託することがあります。この場合、個人情報を適切に取り扱う委託先を選定し、契約により安全管理を義務づけ、必要かつ適切な監督を行います。
        </p>

        <H>5. 安全管理のための措置</H>
        <ul className="list-disc space-y-1 pl-6">
          <li>組織的措置：個人情報の取扱いの責任者を定め、取扱いの規程と手順を整備しています。</li>
          <li>人的措置：従業者に個人情報の取扱いに関する教育を定期的に行っています。</li>
          <li>
            物理的措置：個人情報を取り扱う区域への入退室を管理し、機器や書類の盗難・紛失を防止しています。
          </li>
          <li>
            技術的措置：通信を暗号化し、アクセス権限を必要最小限に制限しています。口座番号は画面や通知では末尾3桁のみを表示します。お客さまの個人情報は、ブラウザの保存領域やCookie、アクセス解析には記録しません。
          </li>
        </ul>

        <H>6. Cookieとアクセス解析</H>
        <p>
          本サイトでは、利便性の向上と利用状況の把握のためにCookieとアクセス解析ツールを使用しています。これらにより取得する情報には、氏名・住所などお客さまを特定する情報は含まれません。Cookieはブラウザの設定で無効にできますが、その場合は本サイトの一部の機能をご利用いただけないことがあります。
        </p>

        <H>7. 開示・訂正・利用停止等のご請求</H>
        <p>
          お客さまご本人から、保有個人情報の利用目的の通知、開示、内容の訂正・追加・削除、利用の停止・消去、第三者提供の停止のご請求があった場合は、ご本人であることを確認のうえ、法令に従って遅滞なく対応します。
        </p>

        <H>8. お問い合わせ窓口</H>
        <p>
          個人情報の取扱いに関するご質問やご請求は、
          <ShellLink href="/contact/" className="font-bold text-accent underline">
            お問い合わせ
          </ShellLink>
          または
          <ShellLink href="/support/" className="font-bold text-accent underline">
            現在ご利用中の方の窓口
          </ShellLink>
          からご連絡ください。
        </p>

        <H>9. 事業者</H>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>名称</dt>
          <dd>
            <FactText fact={F.companyName} />
          </dd>
          <dt>所在地</dt>
          <dd>
            <FactText fact={F.address} />
          </dd>
          <dt>代表者</dt>
          <dd>
            <FactText fact={F.representative} />
          </dd>
        </dl>

        <H>10. 本ポリシーの改定</H>
        <p>
          当社は、法令の改正や事業内容の変更に応じて本ポリシーを改定することがあります。改定後の内容は本ページに掲載した時点から有効となります。
        </p>
        <p className="mt-4 text-right" data-testid="privacy-version">
          版：{PRIVACY_POLICY_VERSION}
        </p>
      </Container>
    </main>
  );
}
