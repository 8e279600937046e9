import type { Metadata } from 'next';
import { KeystaticApp } from './keystatic-app';

export const metadata: Metadata = {
  title: 'コンテンツ編集',
  robots: { index: false, follow: false },
};

/**
 * The editors' CMS at /keystatic/ (Keystatic renders every sub-route itself). The proxy answers 404
 * unless the CMS is on (lib/server/cms/cms.ts isCmsEnabled); no public page imports this group.
 */
export default function KeystaticLayout() {
  return <KeystaticApp />;
}
