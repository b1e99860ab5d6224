import { SEARCH_INDEX_EVENT } from '@docsgen/search';

/** URL of the reload channel (server-sent events). */
export const EVENTS_PATH = '/__docsgen/events';
/** URL of the reload client script. */
export const CLIENT_PATH = '/__docsgen/client.js';

/**
 * The reload client, served as an external script so a theme's Content-Security-Policy of
 * `script-src 'self'` still allows it. The page carries the revision it was built at; the server
 * sends the current revision on connect and after every rebuild, so a page loaded mid-rebuild
 * reloads as soon as it connects. The channel is closed on `pagehide`: browsers allow six
 * HTTP/1.1 connections per origin, and stale tabs must not starve new page loads.
 * A rebuild that starts shows a small "rebuilding" badge until the new revision arrives. A search
 * index refreshed without a reload (`search` event) is passed on to the search dialog as
 * SEARCH_INDEX_EVENT, so an open page searches the new index without a reload.
 * `window.__docsgenLive` is set once the first revision arrived (browser tests wait for it).
 */
export const RELOAD_CLIENT = `(()=>{
const s=document.currentScript;const built=Number(s&&s.dataset.docsgenRevision);let es;let badge;
function hideBadge(){if(badge){badge.remove();badge=undefined;}}
function showBadge(){if(badge)return;badge=document.createElement('div');badge.id='docsgen-rebuilding';badge.setAttribute('role','status');
badge.textContent='docsgen: rebuilding…';badge.style.cssText='position:fixed;right:16px;bottom:16px;z-index:2147483646;padding:6px 12px;border-radius:999px;background:#17171c;color:#f2f2f5;font:13px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)';
document.body.appendChild(badge);}
function connect(){if(es)return;es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener('building',showBadge);
es.addEventListener('revision',(e)=>{window.__docsgenLive=true;if(Number(e.data)!==built){es.close();es=undefined;location.reload();}else hideBadge();});
es.addEventListener('search',()=>dispatchEvent(new Event(${JSON.stringify(SEARCH_INDEX_EVENT)})));}
connect();
addEventListener('pagehide',()=>{if(es){es.close();es=undefined;}});
addEventListener('pageshow',(e)=>{if(e.persisted)connect();});
function closeOverlay(){const o=document.getElementById('docsgen-overlay');if(o)o.remove();}
document.addEventListener('click',(e)=>{const t=e.target;if(t instanceof Element&&t.closest('[data-docsgen-overlay-close]'))closeOverlay();});
document.addEventListener('keydown',(e)=>{if(e.key==='Escape')closeOverlay();});
})();
`;
