'use client';
import { useState } from 'react';
import { useSaveState } from '@/lib/cms/save-feedback';

const box: React.CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1000,
  maxWidth: 440,
  background: '#fff',
  border: '1px solid #a1a1aa',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0,0,0,.15)',
  padding: '12px 16px',
  fontSize: 14,
  lineHeight: 1.6,
};

/** The command that publishes a local-mode save (README "Editing content"). */
export const LOCAL_PUBLISH_COMMAND = 'npm run build';

/**
 * What happens after a save, in the corner of every CMS screen (lib/cms/save-feedback.ts):
 * local mode: the files are written and the site shows them after a build; GitHub mode: the change
 * is on its branch and goes live when its pull request is merged (after CI's content check).
 * Reaching 開始日 or passing 終了日 needs no build: the site judges the dates on every request.
 * A refused save lists its problems (each is also shown at its field when the field is ours).
 */
export function PublishNotice({ storage }: { storage: 'local' | 'github' | 'cloud' }) {
  const save = useSaveState();
  const [open, setOpen] = useState(false);
  if (save.kind === 'refused')
    return (
      <div role="alert" style={{ ...box, borderColor: '#b91c1c' }} data-testid="cms-save-problems">
        <strong>保存できませんでした。次の項目を直してください。</strong>
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {save.problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>
              {p.field}: {p.message}
            </li>
          ))}
        </ul>
      </div>
    );
  if (save.kind === 'saved-local')
    return (
      <div role="status" style={box} data-testid="cms-publish-notice">
        <strong>保存しました。サイトへの反映には再ビルドが必要です。</strong>
        <p style={{ margin: '4px 0' }}>
          サーバーで <code>{LOCAL_PUBLISH_COMMAND}</code>{' '}
          を実行してサーバーを起動し直すと公開されます（開発中の npm run dev
          なら数秒で反映されます）。
        </p>
        <p style={{ margin: 0 }}>
          開始日・終了日を迎えるだけなら再ビルドは要りません。 <StatusLink />
        </p>
      </div>
    );
  if (save.kind === 'saved-github')
    return (
      <div role="status" style={box} data-testid="cms-publish-notice">
        <strong>ブランチ「{save.branch}」に保存しました。マージ後に公開されます。</strong>
        <p style={{ margin: '4px 0 0' }}>
          画面上の「プルリクエストを作成」からプルリクエストを作ると、CI
          が内容チェックを実行します。チェックが通り、マージされるとサイトに公開されます。開始日・終了日を迎えるだけならデプロイは要りません。{' '}
          <StatusLink label="公開待ちの変更と CI の状態" />
        </p>
      </div>
    );
  return (
    <div style={{ ...box, padding: '6px 12px' }} data-testid="cms-publish-help">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', fontSize: 14 }}
      >
        公開のしかた {open ? '▲' : '▼'}
      </button>
      {open ? (
        <div style={{ marginTop: 4 }}>
          {storage === 'local' ? (
            <p style={{ margin: 0 }}>
              保存すると content/ のファイルが書き換わります。サイトへの反映には{' '}
              <code>{LOCAL_PUBLISH_COMMAND}</code> で再ビルドが必要です。
            </p>
          ) : (
            <p style={{ margin: 0 }}>
              保存すると cms/… のブランチに記録されます。プルリクエストを作成し、CI
              の内容チェックが通ってマージされると公開されます。{' '}
              <StatusLink label="公開待ちの変更と CI の状態" />
            </p>
          )}
          <p style={{ margin: '4px 0 0' }}>
            公開中のキャンペーンは開始日の0:00（日本時間）に現れ、終了日の終わりに一覧から消えます（再ビルド不要）。{' '}
            <StatusLink />
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** A plain link: /preview/ has another root layout, so Next's <Link> would only prefetch in vain. */
function StatusLink({ label = 'キャンペーンの公開状況' }: { label?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout: a full page load
    <a href="/preview/status/">{label}</a>
  );
}
