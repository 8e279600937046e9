import type { CampaignRow } from '@/lib/server/cms/campaign-status';
import type { PendingChange } from '@/lib/server/cms/github-changes';
import { formatJstDate } from '@/lib/time';

/** The campaign list of /preview/status/ in local mode. */
export function CampaignStatusTable({ rows }: { rows: readonly CampaignRow[] }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">キャンペーンの公開状況</h1>
      <p className="mb-4 text-sm text-gray-700">
        状態は今の日本時間で判定しています。開始日の0:00に公開され、終了日の終わりまで表示されます。日付を迎えるだけなら再ビルドは要りません。保存した内容（日付や文）の変更は、サイトを再ビルドするまで反映されません。
      </p>
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
    </main>
  );
}

/** A date as '2030年6月1日（土）' (Japan time), or as written when the row's dates are wrong. */
function day(row: CampaignRow, value: string, edge: 'start' | 'end'): string {
  return value && row.state !== '日付の誤り' ? formatJstDate(value, edge) : value;
}

/** GitHub mode: the CMS's unmerged changes (null: not signed in, or GitHub did not answer). */
export function PendingChangesList({ changes }: { changes: readonly PendingChange[] | null }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">公開待ちの変更</h1>
      <p className="mb-4 text-sm text-gray-700">
        CMS で保存した変更は cms/… のブランチにあります。プルリクエストを作成し、CI
        の内容チェックが通ってマージされると公開されます（マージ後に公開）。開始日・終了日を迎えるだけならデプロイは要りません。
      </p>
      {changes === null ? (
        <p className="text-sm">
          GitHub から読めませんでした。/keystatic/ で GitHub にサインインしてください。
        </p>
      ) : changes.length === 0 ? (
        <p className="text-sm">公開待ちの変更はありません。</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2">ブランチ</th>
              <th>プルリクエスト</th>
              <th>CI（内容チェック）</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.branch} className="border-b">
                <td className="py-2">{c.branch}</td>
                <td>
                  {c.pullRequest ? (
                    <a className="underline" href={c.pullRequest.url}>
                      #{c.pullRequest.number} {c.pullRequest.title}
                    </a>
                  ) : (
                    'まだ作成されていません'
                  )}
                </td>
                <td>{c.ci}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
