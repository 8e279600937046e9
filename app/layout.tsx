import type { Metadata } from 'next';
import { TagManager } from '@/components/layout/gtm';
import { PlatformBoot } from '@/components/platform/platform-boot';
import { SITE_SUBTITLE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  title: { default: SITE_SUBTITLE, template: `%s | ${SITE_SUBTITLE}` },
  description: '愛知・岐阜・三重・静岡・長野の光回線インターネット',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>
        {children}
        <TagManager />
        <PlatformBoot />
      </body>
    </html>
  );
}
