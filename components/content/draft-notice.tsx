/** The box above a draft preview: publication status, a campaign's period and the problems to fix, in Japanese. */
export function DraftNotice({
  status,
  period = null,
  problems,
}: {
  status: string;
  period?: string | null;
  problems: readonly { field: string; message: string }[];
}) {
  return (
    <section aria-labelledby="draft-notice-title" className="border-b-4 border-amber-400 bg-amber-50 px-4 py-4" data-testid="draft-notice">
      <div className="mx-auto max-w-4xl">
        <h2 id="draft-notice-title" className="font-bold">
          下書きプレビュー
        </h2>
        {status ? (
          <p className="mt-1 text-sm" data-testid="draft-status">
            {status}
          </p>
        ) : null}
        {period ? (
          <p className="mt-1 text-sm" data-testid="draft-period">
            掲載期間：{period}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div role="alert" className="mt-3 rounded border border-red-400 bg-white p-3" data-testid="draft-problems">
            <p className="font-bold text-red-700">公開する前に直してください（{problems.length}件）</p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  <strong>{p.field}</strong>: {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sm text-green-800" data-testid="draft-ok">
            問題は見つかりませんでした。
          </p>
        )}
      </div>
    </section>
  );
}
