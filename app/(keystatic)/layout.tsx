import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'コンテンツ編集',
  robots: { index: false, follow: false },
};

/**
 * The CMS's root layout (/keystatic/): a document of its own without the site's styles or
 * scripts (Keystatic brings its own), so that no public page carries any of the CMS's code.
 */
export default function KeystaticRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
