import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { bool, str } from './icon-node.tsx';
import { text } from './markdown-nodes.ts';
import { safeUrl } from './safe-url.ts';

/** Props of `<ZoomImage>`. */
export interface ZoomImageProps {
  /** Image URL when there are no children; default none. */
  src?: unknown;
  /** Alternative text for `src`; default empty. */
  alt?: unknown;
  /** The image (usually an `<img>`). */
  children?: ComponentChildren;
}

/**
 * `<ZoomImage>`: Mintlify's click-to-zoom wrapper. docsgen shows the image at its size in the
 * article (no zoom overlay); `docsgen check` says so.
 */
export function ZoomImage({ src, alt, children }: ZoomImageProps) {
  const url = safeUrl(str(src));
  return (
    <span class="dg-zoom-image">
      {children ?? (url ? <img src={url} alt={str(alt) ?? ''} loading="lazy" /> : null)}
    </span>
  );
}

/** Props of `<OptimizedVideo>`. */
export interface OptimizedVideoProps {
  /** Video URL (required unless `<source>` children give it). */
  src?: unknown;
  /** Poster image URL; default none. */
  poster?: unknown;
  /** Start playing (muted) on load; default false. */
  autoPlay?: unknown;
  /** Loop; default false. */
  loop?: unknown;
  /** Muted; default false (true when `autoPlay`). */
  muted?: unknown;
  /** Show controls; default true (an autoplaying video can still be paused). */
  controls?: unknown;
  /** `<source>` elements or fallback content. */
  children?: ComponentChildren;
}

/** `<OptimizedVideo>`: a plain `<video>` (Mintlify serves it through its CDN; docsgen links the file). */
export function OptimizedVideo({ src, poster, autoPlay, loop, muted, controls, children }: OptimizedVideoProps) {
  const auto = bool(autoPlay);
  return (
    <video
      class="dg-video"
      src={safeUrl(str(src))}
      poster={safeUrl(str(poster))}
      autoPlay={auto || undefined}
      loop={bool(loop) || undefined}
      muted={auto || bool(muted) || undefined}
      playsInline={auto || undefined}
      controls={controls === undefined || bool(controls)}
      preload="metadata"
    >
      {children}
    </video>
  );
}

/** `<OptimizedVideo>`: a link to the video in Markdown. */
export const optimizedVideo: ComponentDescriptor = {
  render: OptimizedVideo,
  toMarkdown: (m) => {
    const src = m.attr('src');
    return src ? [{ type: 'link', url: src, children: [text(m.attr('title') ?? src)] }] : m.children();
  },
};
/** `<ZoomImage>`: its image. */
export const zoomImage: ComponentDescriptor = { render: ZoomImage };
