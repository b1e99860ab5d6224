// Each `integrations` provider of docs.json as its provider's own documented install snippet:
// the <script src> tags and inline code it tells sites to paste into their pages. Values from
// docs.json land only in JSON string literals (`js`) or encoded URL parts, never in raw code.

/** One element of a snippet: an external script (with attributes) and/or inline code. */
export interface SnippetElement {
  /** External script URL (https, built from allow-listed parts). */
  src?: string;
  /** Attributes of the external script (`data-domain`…). */
  attrs?: Record<string, string>;
  /** Inline code, run as a classic script (the snippet as the provider documents it). */
  inline?: string;
  /** Inline code run once `src` has loaded (a library's `init` call). */
  onload?: string;
}

/** A provider's validated settings: strings by field. */
export type ProviderSettings = Record<string, string | boolean | undefined>;

/** A string as a JavaScript literal, safe anywhere in a script (`<` and line separators escaped). */
export function js(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const enc = (v: string | boolean | undefined) => encodeURIComponent(String(v ?? ''));

/** The snippet of each provider docsgen injects, by docs.json key. */
export const PROVIDER_SNIPPETS: Readonly<Record<string, (s: ProviderSettings) => SnippetElement[]>> = {
  // https://developers.google.com/tag-platform/gtagjs/install
  ga4: (s) => [
    { src: `https://www.googletagmanager.com/gtag/js?id=${enc(s.measurementId)}` },
    {
      inline: `window.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\ngtag('config', ${js(s.measurementId)});`,
    },
  ],
  // https://developers.google.com/tag-platform/tag-manager/web
  gtm: (s) => [
    {
      inline: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i)+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${js(s.tagId)});`,
    },
  ],
  // https://posthog.com/docs/libraries/js (the snippet's loader, then init)
  posthog: (s) => [
    {
      inline: `!function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){function g(t,e){var o=e.split(".");2==o.length&&(t=t[o[0]],e=o[1]),t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}}(p=t.createElement("script")).type="text/javascript",p.crossOrigin="anonymous",p.async=!0,p.src=s.api_host.replace(".i.posthog.com","-assets.i.posthog.com")+"/static/array.js",(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r);var u=e;for(void 0!==a?u=e[a]=[]:a="posthog",u.people=u.people||[],u.toString=function(t){var e="posthog";return"posthog"!==a&&(e+="."+a),t||(e+=" (stub)"),e},u.people.toString=function(){return u.toString(1)+".people (stub)"},o="init capture register register_once register_for_session unregister unregister_for_session getFeatureFlag getFeatureFlagPayload isFeatureEnabled reloadFeatureFlags updateEarlyAccessFeatureEnrollment getEarlyAccessFeatures on onFeatureFlags onSessionId getSurveys getActiveMatchingSurveys renderSurvey canRenderSurvey identify setPersonProperties group resetGroups setPersonPropertiesForFlags resetPersonPropertiesForFlags setGroupPropertiesForFlags resetGroupPropertiesForFlags reset get_distinct_id getGroups get_session_id get_session_replay_url alias set_config startSessionRecording stopSessionRecording sessionRecordingStarted captureException loadToolbar get_property getSessionProperty createPersonProfile opt_in_capturing opt_out_capturing has_opted_in_capturing has_opted_out_capturing clear_opt_in_out_capturing debug".split(" "),n=0;n<o.length;n++)g(u,o[n]);e._i.push([i,s,a])},e.__SV=1)}(document,window.posthog||[]);\nposthog.init(${js(s.apiKey)}, {api_host: ${js(s.apiHost ?? 'https://us.i.posthog.com')}, disable_session_recording: ${s.sessionRecording === false}});`,
    },
  ],
  // https://plausible.io/docs/plausible-script
  plausible: (s) => [
    {
      src: `https://${s.server ?? 'plausible.io'}/js/script.js`,
      attrs: { 'data-domain': String(s.domain), defer: '' },
    },
  ],
  // https://usefathom.com/docs/script/embed
  fathom: (s) => [{ src: 'https://cdn.usefathom.com/script.js', attrs: { 'data-site': String(s.siteId), defer: '' } }],
  // https://segment.com/docs/connections/sources/catalog/libraries/website/javascript/quickstart/
  segment: (s) => [
    {
      inline: `!function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","screen","once","off","on","addSourceMiddleware","addIntegrationMiddleware","setAnonymousId","addDestinationMiddleware","register"];analytics.factory=function(e){return function(){if(window[i].initialized)return window[i][e].apply(window[i],arguments);var n=Array.prototype.slice.call(arguments);n.unshift(e);analytics.push(n);return analytics}};for(var n=0;n<analytics.methods.length;n++){var key=analytics.methods[n];analytics[key]=analytics.factory(key)}analytics.load=function(key,n){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.setAttribute("data-global-segment-analytics-key",i);t.src=${js(s.cdnUrl ?? 'https://cdn.segment.com')}+"/analytics.js/v1/"+encodeURIComponent(key)+"/analytics.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r);analytics._loadOptions=n};analytics._writeKey=${js(s.key)};analytics.SNIPPET_VERSION="5.2.0";\nanalytics.load(${js(s.key)});\nanalytics.page();\n}}();`,
    },
  ],
  // https://docs.mixpanel.com/docs/tracking-methods/sdks/javascript
  mixpanel: (s) => [
    {
      src: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
      onload: `mixpanel.init(${js(s.projectToken)}, {track_pageview: true, api_host: ${js(`https://${s.region === 'eu' ? 'api-eu' : s.region === 'in' ? 'api-in' : 'api'}.mixpanel.com`)}});`,
    },
  ],
  // https://amplitude.com/docs/sdks/analytics/browser/browser-sdk-2 (the unified script)
  amplitude: (s) => [
    {
      src: `https://cdn.amplitude.com/script/${enc(s.apiKey)}.js`,
      onload: `window.amplitude.init(${js(s.apiKey)}, {fetchRemoteConfig: true, autocapture: true});`,
    },
  ],
  // https://help.hotjar.com/hc/en-us/articles/115009336727
  hotjar: (s) => [
    {
      inline: `(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${js(s.hjid)},hjsv:${js(s.hjsv)}};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+encodeURIComponent(h._hjSettings.hjid)+j+encodeURIComponent(h._hjSettings.hjsv);a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');`,
    },
  ],
  // https://learn.microsoft.com/clarity/setup-and-installation/clarity-setup
  clarity: (s) => [
    {
      inline: `(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+encodeURIComponent(i);y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", ${js(s.projectId)});`,
    },
  ],
  // https://developers.heap.io/docs/web
  heap: (s) => [
    {
      inline: `window.heapReadyCb=window.heapReadyCb||[],window.heap=window.heap||[],heap.load=function(e,t){window.heap.envId=e,window.heap.clientConfig=t=t||{},window.heap.clientConfig.shouldFetchServerConfig=!1;var a=document.createElement("script");a.type="text/javascript",a.async=!0,a.src="https://cdn.us.heap-api.com/config/"+encodeURIComponent(e)+"/heap_config.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(a,r);var n=["init","startTracking","stopTracking","track","resetIdentity","identify","getSessionId","getUserId","getIdentity","addUserProperties","addEventProperties","removeEventProperty","clearEventProperties","addAccountProperties","addAdapter","addTransformer","addTransformerFn","onReady","addPageviewProperties","removePageviewProperty","clearPageviewProperties","trackPageview"],i=function(e){return function(){var t=Array.prototype.slice.call(arguments,0);window.heapReadyCb.push({name:e,fn:function(){heap[e]&&heap[e].apply(heap,t)}})}};for(var p=0;p<n.length;p++)heap[n[p]]=i(n[p])};\nheap.load(${js(s.appId)});`,
    },
  ],
  // https://docs.logrocket.com/reference/script-tag
  logrocket: (s) => [
    {
      src: 'https://cdn.lr-ingest.com/LogRocket.min.js',
      attrs: { crossorigin: 'anonymous' },
      onload: `window.LogRocket && window.LogRocket.init(${js(s.appId)});`,
    },
  ],
  // https://docs.pirsch.io/get-started/frontend-integration
  pirsch: (s) => [
    { src: 'https://api.pirsch.io/pa.js', attrs: { id: 'pianjs', 'data-code': String(s.id), defer: '' } },
  ],
  // Adobe Experience Platform Data Collection: the Launch (Tags) embed code of the environment.
  adobe: (s) => [{ src: String(s.launchUrl) }],
  // https://hightouch.com/docs/events/sdks/browser
  hightouch: (s) => [
    {
      inline: `!function(){var e=window.htevents=window.htevents||[];if(!e.initialize)if(e.invoked)window.console&&console.error&&console.error("Hightouch snippet included twice.");else{e.invoked=!0,e.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","once","off","on","addSourceMiddleware","addIntegrationMiddleware","setAnonymousId","addDestinationMiddleware"],e.factory=function(t){return function(){var n=Array.prototype.slice.call(arguments);return n.unshift(t),e.push(n),e}};for(var t=0;t<e.methods.length;t++){var n=e.methods[t];e[n]=e.factory(n)}e.load=function(t,n){var o=document.createElement("script");o.type="text/javascript",o.async=!0,o.src="https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(o,r),e._loadOptions=n,e._writeKey=t},e.SNIPPET_VERSION="0.0.1",e.load(${js(s.writeKey)},{apiHost:${js(s.apiHost ?? 'us-east-1.hightouch-events.com')}}),e.page()}}();`,
    },
  ],
  // https://developers.intercom.com/installing-intercom/web/installation
  intercom: (s) => [
    {
      inline: `window.intercomSettings = {api_base: "https://api-iam.intercom.io", app_id: ${js(s.appId)}};\n(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('reattach_activator');ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/'+encodeURIComponent(w.intercomSettings.app_id);var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else{w.addEventListener('load',l,false);}}})();`,
    },
  ],
  // https://dev.frontapp.com/docs/chat-sdk-getting-started
  frontchat: (s) => [
    {
      src: 'https://chat-assets.frontapp.com/v1/chat.bundle.js',
      onload: `window.FrontChat('init', {chatId: ${js(s.snippetId)}, useDefaultLauncher: true});`,
    },
  ],
  // https://clearbit.com/docs#reveal-tag (the Clearbit tag)
  clearbit: (s) => [
    {
      src: `https://tag.clearbitscripts.com/v1/${enc(s.publicApiKey)}/tags.js`,
      attrs: { referrerpolicy: 'strict-origin-when-cross-origin' },
    },
  ],
};
