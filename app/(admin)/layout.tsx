import type { Metadata } from 'next';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: '管理画面', template: '%s | 管理画面' },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The back office (/admin/): staff only, never indexed, a root layout of its own so that no public
 * page carries its code and it carries none of the public site's scripts. Each page and action
 * checks the session itself (lib/server/back-office/session.ts).
 */
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>
        <div data-layout="admin">{children}</div>
      </body>
    </html>
  );
}
