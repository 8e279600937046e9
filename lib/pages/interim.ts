import type { InterimPageProps } from '@/components/general/interim-page';

const APPLY = { to: '/apply/form/', text: '料金シミュレーション・お申し込み' } as const;

/**
 * Texts of the short pages the shell provides until later issues build the full screens
 * (contracts: contact, transfer, area, apply steps, option apply). Keyed by path.
 */
export const INTERIM_PAGES = {
  '/contact/': {
    title: 'ご相談予約・お問い合わせ',
    lead: '料金プランやお申し込み方法、工事の流れなど、ご契約前のご相談を承ります。',
    sections: [
      {
        heading: 'ご相談の内容',
        text: 'どのプランが合うかわからない、今の回線からの乗りかえで費用がどれくらいかかるか知りたい、工事の内容を詳しく聞きたい、といったご相談にスタッフがお答えします。',
      },
      {
        heading: 'ご契約中の方へ',
        text: 'お引越し・オプションの変更・お支払い方法の変更・故障・ご解約については「現在ご利用中の方の窓口」をご覧ください。',
      },
    ],
    actions: [
      { to: '/support/', text: '現在ご利用中の方の窓口', variant: 'outline', icon: 'support' },
      { to: '/faq/', text: 'よくあるご質問', variant: 'outline', icon: 'help' },
    ],
  },
  '/transfer/': {
    title: 'お引越し（移転）のお申し込み',
    lead: 'ご契約中の方がお引越しされる場合、引越し先でも引き続きサービスをご利用いただけます。',
    parents: [{ to: '/support/', text: '現在ご利用中の方の窓口' }],
    sections: [
      {
        heading: 'お手続きの時期',
        text: 'お申し込みから引越し先での開通まで1〜2か月ほどかかることがあります。お引越しの日が決まったら、お早めにお申し込みください。',
      },
      {
        heading: '引越し先の提供エリア',
        text: '引越し先が愛知県・岐阜県・三重県・静岡県・長野県の提供エリア内であることを、エリア検索で事前にご確認ください。',
      },
    ],
    actions: [{ to: '/area/', text: '引越し先の提供エリアを確認', icon: 'search' }],
  },
  '/area/': {
    title: 'エリア検索',
    lead: 'ご住所と建物の種類から、サービスの提供状況と開通までの工事期間の目安をご確認いただけます。',
    sections: [
      {
        heading: '提供エリア',
        text: '愛知県・岐阜県・三重県・静岡県・長野県でサービスを提供しています。同じ県内でも地域や建物によってご利用いただけない場合があります。',
      },
      {
        heading: '建物の種類について',
        text: 'マンション・アパートなどの集合住宅は、建物の設備によってご利用いただけるプランが異なります。小規模な集合住宅では戸建てプランでのご案内となる場合があります。',
      },
    ],
    actions: [{ to: '/area/home/', text: 'ご住所を入力して検索する', icon: 'search' }],
  },
  '/area/home/': {
    title: 'エリア検索（ご住所の入力）',
    lead: '郵便番号からご住所を入力し、建物の種類をお選びください。',
    parents: [{ to: '/area/', text: 'エリア検索' }],
    sections: [
      {
        heading: '検索結果について',
        text: '提供可能な場合は、ご利用いただけるプランと工事期間の目安を表示し、そのまま料金シミュレーションとお申し込みに進めます。',
      },
    ],
    actions: [APPLY],
  },
  '/apply/area/': {
    title: 'お申し込み：提供エリアの確認',
    lead: 'お申し込みの最初のステップとして、設置場所のご住所が提供エリア内かを確認します。',
    sections: [
      {
        heading: 'お申し込みの流れ',
        text: '提供エリアの確認、料金シミュレーション、ご契約者情報の入力、お支払い方法と工事の希望の入力、重要事項の確認の順に進みます。',
      },
    ],
    actions: [{ to: '/area/', text: 'エリア検索へ', icon: 'search' }],
  },
  '/apply/form/': {
    title: '料金シミュレーション・お申し込み',
    lead: 'プランとオプション、キャンペーンを選んで、毎月の料金を確認できます。内容が決まったら、そのままお申し込みに進めます。',
    sections: [
      {
        heading: '料金の目安',
        text: '戸建て向けのホーム 10G（スタート割・2年契約）は月額5,940円（税込）です。光電話をご利用の場合は月額330円（税込）が加わります。',
      },
      {
        heading: 'お申し込みの前に',
        text: 'ご利用いただけるプランはご住所と建物の種類によって異なります。先にエリア検索で提供状況をご確認ください。',
      },
    ],
    actions: [{ to: '/area/', text: 'エリア検索へ', icon: 'search' }],
  },
  '/apply/form2/': {
    title: 'お申し込み：ご契約者情報',
    lead: 'ご契約者さまのお名前・生年月日・ご連絡先を入力します。',
    parents: [APPLY],
    sections: [
      {
        heading: '入力の前に',
        text: 'ご本人確認のため、ご契約者さまご本人の情報を入力してください。入力した内容は暗号化して送信します。',
      },
    ],
    actions: [{ to: '/apply/form/', text: '料金シミュレーションに戻る', variant: 'outline' }],
  },
  '/apply/form3/': {
    title: 'お申し込み：お支払い・工事',
    lead: 'お支払い方法と、工事のご希望日時を入力します。',
    parents: [APPLY],
    sections: [
      {
        heading: 'お支払い方法',
        text: '口座振替またはクレジットカードからお選びいただけます。口座振替の引き落とし日は毎月27日です。',
      },
    ],
    actions: [{ to: '/apply/form2/', text: 'ご契約者情報に戻る', variant: 'outline' }],
  },
  '/apply/terms/': {
    title: 'お申し込み：重要事項の確認',
    lead: 'ご契約内容と重要事項をご確認のうえ、同意してお申し込みください。',
    parents: [APPLY],
    sections: [
      {
        heading: '契約期間と解約金',
        text: 'スタート割は2年契約または5年契約です。契約期間内に解約された場合は月額料金1か月分の解約金と、工事費の残額がかかります。',
      },
    ],
    actions: [
      {
        to: '/service/caution-notes/',
        text: 'お申し込み時の注意事項',
        variant: 'outline',
        icon: 'document',
      },
    ],
  },
  '/apply/completed/': {
    title: 'お申し込み完了',
    lead: 'お申し込みありがとうございました。',
    sections: [
      {
        heading: 'このあとの流れ',
        text: 'お申し込み内容を確認したうえで、工事日の調整のご連絡を差し上げます。受付番号はお問い合わせの際に必要になりますので、お控えください。',
      },
    ],
    actions: [{ to: '/', text: 'TOPに戻る', variant: 'outline', icon: 'home' }],
    phone: false,
  },
  '/option/apply/': {
    title: 'オプションのお申し込み',
    lead: 'ご契約中の方が、光電話・光テレビ・安心サポートPlusなどのオプションを追加するためのページです。',
    parents: [{ to: '/option/', text: 'オプションサービス' }],
    sections: [
      {
        heading: 'お申し込みの前に',
        text: 'オプションの内容と料金は、オプションサービスのページでご確認いただけます。光電話の番号ポータビリティをご希望の場合は、現在の電話番号と契約者名をお手元にご用意ください。',
      },
    ],
    actions: [{ to: '/option/', text: 'オプションサービス一覧', variant: 'outline' }],
  },
} as const satisfies Record<string, InterimPageProps>;

export type InterimPath = keyof typeof INTERIM_PAGES;

/** The interim page text for a path. */
export function getInterimPage(path: InterimPath): InterimPageProps {
  return INTERIM_PAGES[path];
}
