import Image from 'next/image';
import type { ImageRef } from '@/lib/content/schema';

/**
 * A content image through next/image: WebP, 1x and 2x densities (srcset from the declared width),
 * quality 100 (spec section 9), lazy unless `lcp` (the page's largest image, preloaded). The box
 * keeps the declared aspect ratio (default 16:9) so nothing shifts while loading.
 */
export function ContentImage({ image, lcp = false, className }: { image: ImageRef; lcp?: boolean; className?: string }) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      quality={100}
      preload={lcp}
      loading={lcp ? 'eager' : 'lazy'}
      className={`h-auto w-full ${className ?? ''}`}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
