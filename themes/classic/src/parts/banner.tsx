import type { VNode } from 'preact';
import { UiIcon } from './ui-icons.tsx';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** Banner content, already rendered to safe HTML by the build. */
  html: string;
  /** Shows a dismiss button; the choice is remembered in localStorage under the banner's id. */
  dismissible: boolean;
  /** Stable id of this banner's content. */
  id: string;
  /** `banner` (site) or `lang-banner` (the language's banner): the class the head script sets. */
  kind: 'banner' | 'lang-banner';
}

/** A site or language banner. The head script hides a dismissed one before first paint. */
export function Banner({ html, dismissible, id, kind }: BannerProps): VNode {
  return (
    <section
      class={`banner banner-${kind}`}
      id={kind === 'banner' ? 'banner' : undefined}
      aria-label={kind === 'banner' ? 'Announcement' : 'Language notice'}
      data-dg-banner={kind}
      data-banner-id={id}
    >
      <div class="banner-content" dangerouslySetInnerHTML={{ __html: html }} />
      {dismissible && (
        <button type="button" class="banner-dismiss icon-button" data-dg-dismiss aria-label="Dismiss banner">
          <UiIcon name="close" />
        </button>
      )}
    </section>
  );
}
