import { TagManager } from '@/components/layout/gtm';
import { PlatformBoot } from '@/components/platform/platform-boot';

/**
 * What every public page loads besides its content: the tag manager (when configured) and the
 * client platform. Rendered by the public layouts (SiteFrame) and the 404 page, not by the root layout, so
 * the back office (app/(admin)) ships neither.
 */
export function PublicPageScripts() {
  return (
    <>
      <TagManager />
      <PlatformBoot />
    </>
  );
}
