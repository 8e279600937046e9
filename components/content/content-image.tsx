import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { ImageRef } from '@/lib/content/schema';

/**
 * A content image through Next's image optimiser: WebP, 1x and 2x densities (srcset from the
 * declared width), quality 100 (spec section 9), lazy unless `lcp` (the page's largest image:
 * eager, high fetch priority and a preload link). The box keeps the declared aspect ratio (16:9 for
 * every banner) so nothing shifts while loading. Built with getImageProps on the server, so it adds
 * no client JavaScript (the <Image> component would ship its client chunk to every content page).
 */
export function ContentImage({ image, lcp = false, className }: { image: ImageRef; lcp?: boolean; className?: string }) {
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    quality: 100,
    loading: lcp ? 'eager' : 'lazy',
  });
  if (lcp && props.srcSet) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- props come from getImageProps (optimised, srcset 1x/2x)
    <img
      {...props}
      alt={image.alt}
      fetchPriority={lcp ? 'high' : undefined}
      className={`h-auto w-full ${className ?? ''}`}
      style={{ ...props.style, aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
