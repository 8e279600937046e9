import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { CONTENT_IMAGE_SIZES, type ImageRef } from '@/lib/content/schema';

/**
 * A content image through Next's image optimiser: AVIF to a browser that accepts it (next.config's
 * images.formats; 24% fewer bytes than WebP for our thumbnails and 32% for our banners at the same
 * quality setting, so fewer bytes before a phone's LCP), else WebP (spec section 9's default
 * format); a width-descriptor srcset with `sizes` (CONTENT_IMAGE_SIZES; no candidate beyond the one
 * that covers the source's width, see withinSourceWidth), so a phone (412 CSS px at 1.75x)
 * downloads a 750 px candidate instead of the 2x one of a density srcset (the whole 1,200 px
 * source, about twice the bytes on the LCP image); Next's default quality 75 rather than spec
 * section 9's 100, whose re-encoding made the 750 px candidate three times larger than at 75 (and
 * larger than the source) and cost a phone on slow 4G 100–510 ms of LCP (docs/benchmarks.md, round
 * of 2026-11-26 midday); lazy unless `lcp` (the page's largest image: eager, high fetch priority
 * and a preload link with the same srcset and sizes, so it is fetched once). The box keeps the
 * declared aspect ratio (16:9 for every banner) so nothing shifts while loading. Built with
 * getImageProps on the server, so it adds no client JavaScript (the <Image> component would ship
 * its client chunk to every content page).
 */
export function ContentImage({ image, lcp = false, className }: { image: ImageRef; lcp?: boolean; className?: string }) {
  const { props: nextProps } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: CONTENT_IMAGE_SIZES,
    loading: lcp ? 'eager' : 'lazy',
  });
  const props = nextProps.srcSet ? { ...nextProps, ...withinSourceWidth(nextProps.srcSet, image.width) } : nextProps;
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

/**
 * Next's width-descriptor srcset lists every configured width (640 to 3,840 px) whatever the
 * source's own width, and its optimiser never enlarges: every candidate at or above the source's
 * width (ImageRef.width, px, checked against the file) is the same source re-encoded under another
 * URL. Keeps the narrower candidates and the first at or above it, which the browser takes for any
 * larger need, so a 640 px thumbnail has one candidate instead of eight (shorter HTML and RSC
 * payload, one optimiser cache entry instead of seven for the same pixels). `src` becomes that
 * widest kept candidate.
 */
function withinSourceWidth(srcSet: string, sourceWidth: number): { srcSet: string; src: string } {
  const candidates = srcSet.split(', ').map((entry) => {
    const space = entry.lastIndexOf(' ');
    return { url: entry.slice(0, space), width: Number.parseInt(entry.slice(space + 1), 10) };
  });
  const firstCovering = candidates.findIndex((c) => c.width >= sourceWidth);
  const kept = firstCovering === -1 ? candidates : candidates.slice(0, firstCovering + 1);
  return { srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '), src: kept[kept.length - 1]!.url };
}
