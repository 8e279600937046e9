import { KeystaticApp } from './keystatic-app';

/**
 * The editors' CMS at /keystatic/ (Keystatic renders every sub-route itself). The proxy answers 404
 * unless the CMS is on (lib/server/cms/cms.ts isCmsEnabled); no public page imports this group, whose root layout is app/(keystatic)/layout.tsx.
 */
export default function KeystaticLayout() {
  return <KeystaticApp />;
}
