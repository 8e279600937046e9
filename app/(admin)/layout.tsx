import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: '管理画面', template: '%s | 管理画面' },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The back office (/admin/): staff only, never indexed. Each page and action checks the session
 * itself (lib/server/back-office/session.ts); this layout ships none of the public site's scripts.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div data-layout="admin">{children}</div>;
}
