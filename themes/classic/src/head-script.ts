/**
 * Inline script run in <head> before first paint: sets `data-theme` (stored choice, else the
 * `appearance.default`, else the system preference, and Mintlify's `dark` class for custom CSS) and hides banners dismissed earlier, so neither
 * flashes. It reads its inputs from attributes on <html>, so it is one constant string (CSP-hashable).
 */
export const HEAD_SCRIPT =
  "(function(){var d=document.documentElement,t=null,s;d.classList.add('dg-js');" +
  "try{s=window.localStorage;if(!d.hasAttribute('data-strict'))t=s.getItem('dg-theme')}catch(e){}" +
  "var p=d.getAttribute('data-default-theme');" +
  "if(t!=='light'&&t!=='dark')t=p==='light'||p==='dark'?p:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');" +
  "d.setAttribute('data-theme',t);d.classList.toggle('dark',t==='dark');" +
  "['banner','lang-banner'].forEach(function(k){var id=d.getAttribute('data-'+k);" +
  "try{if(id&&s&&s.getItem('dg-dismissed:'+id))d.classList.add('dg-hide-'+k)}catch(e){}})})()";
