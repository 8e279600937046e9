import type { CampaignRow } from '@/lib/server/cms/campaign-status';
import { formatJstDate } from '@/lib/time';

/** The campaign list of /preview/status/ (rows null: GitHub mode, where the list is Keystatic's). */
export function CampaignStatusTable({ rows }: { rows: readonly CampaignRow[] | null }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">キャンペーンの公開状況</h1>
      <p className="mb-4 text-sm text-gray-700">
        状態は今の日本時間で判定しています。開始日の0:00に公開され、終了日の終わりまで表示されます。日付を迎えるだけなら再ビルドは要りません。保存した内容（日付や文）の変更は、サイトを再ビルドするまで反映されません。
      </p>
      {rows === null ? (
        <p className="text-sm">
          GitHub
          モードでは、変更はプルリクエストがマージされてから公開されます。編集画面の「ブランチ」から、保存した変更（cms/…
          のブランチ）とそのプルリクエストを確認してください。
        </p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="campaign-status">
          <thead>
            <tr className="border-b">
              <th className="py-2">タイトル</th>
              <th>開始日</th>
              <th>終了日</th>
              <th>状態</th>
              <th>サイトへの反映</th>
              <th>
                <span className="sr-only">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.slug} className="border-b" data-slug={r.slug}>
                <td className="py-2">{r.title}</td>
                <td>{day(r, r.validFrom, 'start') || '—'}</td>
                <td>{day(r, r.validUntil, 'end') || 'なし'}</td>
                <td data-testid="state">{r.state}</td>
                <td>{r.built ? '反映済み' : '再ビルド待ち'}</td>
                <td className="whitespace-nowrap">
                  <a className="underline" href={`/keystatic/collection/campaigns/item/${r.slug}`}>
                    編集
                  </a>{' '}
                  <a className="underline" href={`/preview/campaigns/${r.slug}/`}>
                    プレビュー
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** A date as '2030年6月1日(土)' (Japan time), or as written when the row's dates are wrong. */
function day(row: CampaignRow, value: string, edge: 'start' | 'end'): string {
  return value && row.state !== '日付の誤り' ? formatJstDate(value, edge) : value;
}
