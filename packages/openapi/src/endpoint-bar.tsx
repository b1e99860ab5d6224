import { CopyIcons } from '@docsgen/components';
import type { EndpointModel } from './endpoint-model-types.ts';
import { PathChips, TryItBar, type TryItModel, TryItResult } from './try-it-panel.tsx';

/**
 * The endpoint's method and path bar, by `api.playground.display`: `interactive` a form with the
 * base URL and Send (and where the response shows), `simple` the method and URL with a copy button,
 * `none` nothing (the theme's own method and path under the title remain).
 */
export function endpointBar(
  model: EndpointModel,
  bar: { mode: 'interactive' | 'simple' | 'none'; tryIt: TryItModel | undefined; serverPrefix: string },
): preact.JSX.Element | null {
  if (bar.mode === 'none') return null;
  const pills = [
    model.webhook ? <span class="dg-api-method dg-api-method--webhook">WEBHOOK</span> : null,
    <span class={`dg-api-method dg-api-method--${model.method.toLowerCase()} method-pill`}>{model.method}</span>,
  ];
  if (bar.tryIt) {
    return (
      <>
        <TryItBar model={bar.tryIt}>{pills}</TryItBar>
        <TryItResult />
      </>
    );
  }
  const full = `${model.webhook ? '' : (model.servers[0]?.url ?? '').replace(/\/+$/, '')}${model.path}`;
  return (
    <div class="dg-api-endpoint dg-api-bar">
      {pills}
      <span class="dg-api-url">
        {bar.serverPrefix ? <span class="dg-api-server">{bar.serverPrefix}</span> : null}
        <PathChips path={model.path} />
      </span>
      <button
        type="button"
        class="dg-copy dg-copy--icon dg-api-bar__copy"
        aria-label="Copy URL"
        data-dg-copy-text={full}
      >
        <CopyIcons />
      </button>
    </div>
  );
}
