import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { CONTENT_IMAGE_SIZES, type ImageRef } from '@/lib/content/schema';

/**
 * A content image through Next's image optimiser: WebP, a width-descriptor srcset with `sizes`
 * (CONTENT_IMAGE_SIZES), so a phone (412 CSS px at 1.75x) downloads a 750 px candidate instead of
 * the 2x one of a density srcset (the whole 1,200 px source, about twice the bytes on the LCP
 * image); Next's default quality 75 rather than spec section 9's 100, whose re-encoding made the
 * 750 px candidate three times larger than at 75 (and larger than the source) and cost a phone on
 * slow 4G 100–510 ms of LCP (docs/benchmarks.md, round of 2026-11-26 midday); lazy unless `lcp`
 * (the page's largest image: eager, high fetch priority and a preload link with the same srcset
 * and sizes, so it is fetched once). The box keeps the declared aspect ratio (16:9 for every
 * banner) so nothing shifts while loading. Built with getImageProps on the server, so it adds no
 * client JavaScript (the <Image> component would ship its client chunk to every content page).
 */
export function ContentImage({ image, lcp = false, className }: { image: ImageRef; lcp?: boolean; className?: string }) {
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: CONTENT_IMAGE_SIZES,
    loading: lcp ? 'eager' : 'lazy',
  });
  if (lcp && props.srcSet)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- props come from getImageProps (optimised, srcset with sizes)
    <img
      {...props}
      alt={image.alt}
      fetchPriority={lcp ? 'high' : undefined}
      className={`h-auto w-full ${className ?? ''}`}
      style={{ ...props.style, aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
