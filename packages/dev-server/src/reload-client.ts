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
 * `window.__docsgenLive` is set once the first revision arrived (browser tests wait for it).
 */
export const RELOAD_CLIENT = `(()=>{
const s=document.currentScript;const built=Number(s&&s.dataset.docsgenRevision);let es;
function connect(){if(es)return;es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener('revision',(e)=>{window.__docsgenLive=true;if(Number(e.data)!==built){es.close();es=undefined;location.reload();}});}
connect();
addEventListener('pagehide',()=>{if(es){es.close();es=undefined;}});
addEventListener('pageshow',(e)=>{if(e.persisted)connect();});
document.addEventListener('click',(e)=>{const t=e.target;if(t instanceof Element&&t.closest('[data-docsgen-overlay-close]')){const o=document.getElementById('docsgen-overlay');if(o)o.remove();}});
document.addEventListener('keydown',(e)=>{if(e.key==='Escape'){const o=document.getElementById('docsgen-overlay');if(o)o.remove();}});
})();
`;
