import type { LayoutName } from '@/lib/routes';
import { PublicPageScripts } from './public-page-scripts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface Frame {
  /** The desktop sub-header row (SiteHeader hasSubHeader). */
  subHeader: boolean;
  /** The call-to-action buttons, phone consultation and apply (SiteHeader hasHeaderBtn). */
  headerButtons: boolean;
  /** The legal-only footer row (SiteFooter minimal). */
  minimalFooter: boolean;
  /** The grey page background of the forms. */
  surface: boolean;
  /** The tag manager and the client platform (PublicPageScripts). */
  scripts: boolean;
}

const FULL: Frame = {
  subHeader: true,
  headerButtons: true,
  minimalFooter: false,
  surface: false,
  scripts: true,
};

/**
 * The header and footer of each layout of spec section 2 (the route groups of app/(site)/), and of
 * the editors' draft previews (app/(preview)/), which show the public frame without its scripts.
 */
const FRAMES: Record<LayoutName | 'preview', Frame> = {
  default: FULL,
  campaign: FULL,
  option: FULL,
  'set-wari': FULL,
  minimum: { ...FULL, subHeader: false, minimalFooter: true },
  apply: { ...FULL, subHeader: false, headerButtons: false, minimalFooter: true, surface: true },
  simulation: { ...FULL, subHeader: false, headerButtons: false, surface: true },
  preview: { ...FULL, scripts: false },
};

/**
 * The page frame of a public layout: `<div data-layout={layout}>` with the global header, the page,
 * the footer and the public page scripts, as FRAMES sets them for that layout.
 */
export function SiteFrame({
  layout,
  children,
}: {
  layout: LayoutName | 'preview';
  children: React.ReactNode;
}) {
  const frame = FRAMES[layout];
  return (
    <div data-layout={layout} className="flex min-h-dvh flex-col">
      <SiteHeader hasSubHeader={frame.subHeader} hasHeaderBtn={frame.headerButtons} />
      <div className={frame.surface ? 'flex-1 bg-surface' : 'flex-1'}>{children}</div>
      <SiteFooter minimal={frame.minimalFooter} />
      {frame.scripts ? <PublicPageScripts /> : null}
    </div>
  );
}
