import { useEffect, useRef, useState } from 'react';
import { IMAGES } from '../../config/constants';
import { pickCdn, withCdn } from '../../machines/game-launch/cdn';
import { gaveUp } from '../../machines/image-loads/image-loads.machine';
import { useImageLoad } from '../../machines/image-loads/use-image-loads';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { eagerServerImage, useDrawnByServer } from '../common/server-drawing';

/**
 * A catalogue image (SPEC §9 lazy images): fetched once IMAGES.lazyThreshold of it is in view,
 * from a CDN picked at random among the white-label imageCDNs. Where it is asked from after a
 * failure, when it gives up for a placeholder, and the addresses that served images before are the
 * image-loads chart's (src/machines/image-loads); the card reports its loads and failures. Its alt text is
 * the game's name. The box keeps its size throughout, so nothing shifts. Whether it is in view is
 * the observer's to report, also for one in view at mount: measuring it in a layout effect made
 * the browser lay the page out inside React's commit (up to 51 ms of one task at 4× CPU when a
 * member's strips drew their cards: issue #21, blocking time). The first rows a page opens with
 * are the server's images, adopted as they are.
 */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  const cdns = useWhitelabel()?.info.imageCDNs ?? [];
  const drawnByServer = useDrawnByServer();
  // Drawn by the server, or taking its drawing over: the image is already in the page, asked for by
  // the browser's own lazy loading. It stays as it is (no placeholder, no measure), from the CDN
  // both drawings name: the first (a random pick could not be the same on both sides).
  const [adopted] = useState(drawnByServer);
  const image = useImageLoad(src, cdns);
  // The address read as the card mounts: where the image loaded before (shown at once), else a pick.
  const [first] = useState(() => {
    const known = image.known();
    return { known, url: known ?? withCdn(src, adopted ? (cdns[0] ?? '') : pickCdn(cdns)) };
  });
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(first.known !== undefined || adopted);
  const { retry } = image;
  const failed = gaveUp(retry);
  const url = retry?.url ?? first.url;

  // A card of an image that gave up earlier: the chart decides whether it is asked for anew.
  useEffect(() => {
    if (failed) image.shownAgain();
    // Once, as the card mounts.
  }, []);

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: IMAGES.lazyThreshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  const box = { aspectRatio: `${width} / ${height}` };
  if (!visible || failed) {
    return (
      <span
        ref={ref}
        className={`lazy-image lazy-image--${failed ? 'failed' : 'pending'} ${className ?? ''}`}
        role="img"
        aria-label={alt}
        style={box}
      >
        {failed && <span aria-hidden="true">{alt.slice(0, 1)}</span>}
      </span>
    );
  }
  // The server cannot tell what is in view: it asks for the page's first few at once and leaves
  // the rest to the browser's lazy loading, which an adopted image keeps.
  const eager = eagerServerImage();
  return (
    <img
      // A new element per retry: the same URL again must be fetched again.
      key={retry?.failures ?? 0}
      className={`lazy-image ${className ?? ''}`}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={adopted && !eager ? 'lazy' : undefined}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onLoad={() => image.loaded(url)}
      onError={() => image.failed(url)}
    />
  );
}
