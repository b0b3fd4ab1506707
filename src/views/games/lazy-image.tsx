import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { IMAGES } from '../../config/constants';
import { pickCdn, withCdn } from '../../machines/game-launch/cdn';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { eagerServerImage, useDrawnByServer } from '../common/server-drawing';

/** Images that loaded, by path: shown at once next time from the same CDN (SPEC §9 cache 200). */
const loaded = new Map<string, string>();

function remember(path: string, url: string) {
  loaded.delete(path);
  loaded.set(path, url);
  if (loaded.size > IMAGES.lazyCacheSize) loaded.delete(loaded.keys().next().value!);
}

/** Tests start from an empty cache. */
export function forgetLoadedImages(): void {
  loaded.clear();
}

/** The share of a box inside the viewport (0 for an empty box): what an IntersectionObserver reports as its ratio. */
export function inViewRatio(box: { top: number; left: number; width: number; height: number }, viewport: { width: number; height: number }): number {
  const area = box.width * box.height;
  if (!(area > 0)) return 0;
  const w = Math.max(0, Math.min(box.left + box.width, viewport.width) - Math.max(box.left, 0));
  const h = Math.max(0, Math.min(box.top + box.height, viewport.height) - Math.max(box.top, 0));
  return (w * h) / area;
}

/**
 * A catalogue image (SPEC §9 lazy images): fetched once IMAGES.lazyThreshold of it is in view,
 * from a CDN picked at random among the white-label imageCDNs; a failed load retries
 * IMAGES.lazyRetries times, each from a fresh pick, then a placeholder shows. Its alt text is
 * the game's name. The box keeps its size throughout, so nothing shifts. One already in view when
 * it mounts (the first rows of a lobby) is measured before the first paint and asked for at once,
 * instead of a frame later when the observer first reports: the lobby's largest image is one of them.
 */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  const cdns = useWhitelabel()?.info.imageCDNs ?? [];
  const drawnByServer = useDrawnByServer();
  // Drawn by the server, or taking its drawing over: the image is already in the page, asked for by
  // the browser's own lazy loading. It stays as it is (no placeholder, no measure), from the CDN
  // both drawings name: the first (a random pick could not be the same on both sides).
  const [adopted] = useState(drawnByServer);
  const cached = loaded.get(src);
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(cached !== undefined || adopted);
  const [attempt, setAttempt] = useState(0);
  const [url, setUrl] = useState(() => cached ?? withCdn(src, adopted ? (cdns[0] ?? '') : pickCdn(cdns)));
  const failed = attempt > IMAGES.lazyRetries;

  useLayoutEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    if (inViewRatio(el.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }) >= IMAGES.lazyThreshold) setVisible(true);
    // Measured once, at mount; from then on the observer reports.
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
      // A new element per attempt: the same URL again must be fetched again.
      key={attempt}
      className={`lazy-image ${className ?? ''}`}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={adopted && !eager ? 'lazy' : undefined}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onLoad={() => remember(src, url)}
      onError={() => {
        setAttempt((n) => n + 1);
        setUrl(withCdn(src, pickCdn(cdns)));
      }}
    />
  );
}
