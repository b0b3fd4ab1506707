import { useEffect, useRef, useState } from 'react';
import { IMAGES } from '../../config/constants';
import { pickCdn, withCdn } from '../../machines/game-launch/cdn';
import { useWhitelabel } from '../../machines/system-status/use-system-status';

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

/**
 * A catalogue image (SPEC §9 lazy images): fetched once IMAGES.lazyThreshold of it is in view,
 * from a CDN picked at random among the white-label imageCDNs; a failed load retries
 * IMAGES.lazyRetries times, each from a fresh pick, then a placeholder shows. Its alt text is
 * the game's name. The box keeps its size throughout, so nothing shifts.
 */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  const cdns = useWhitelabel()?.info.imageCDNs ?? [];
  const cached = loaded.get(src);
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(cached !== undefined);
  const [attempt, setAttempt] = useState(0);
  const [url, setUrl] = useState(() => cached ?? withCdn(src, pickCdn(cdns)));
  const failed = attempt > IMAGES.lazyRetries;

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
  return (
    <img
      // A new element per attempt: the same URL again must be fetched again.
      key={attempt}
      className={`lazy-image ${className ?? ''}`}
      src={url}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onLoad={() => remember(src, url)}
      onError={() => {
        setAttempt((n) => n + 1);
        setUrl(withCdn(src, pickCdn(cdns)));
      }}
    />
  );
}
