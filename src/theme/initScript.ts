import { THEME_COLOR } from './brand';
import { SETTINGS_STORAGE_KEY } from './storage';
import { WEB_FONT_SETS } from './webFonts';

/**
 * The script that runs at the start of <body>, before any paint and before the app's JavaScript:
 * stored mode (or the OS preference for "system"), direction, density and code variant go on <html> and <body>, so a
 * pre-rendered page paints in the right mode with no flash. Storage errors fall back to the OS.
 * Once a set of web fonts is cached (src/theme/webFonts.ts), its faces are declared here too, on
 * the pages whose meta tag holds them (Roboto everywhere, Inter where a Joy demo is).
 */
export function colorModeInitScript(): string {
  return `(function(){var s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_STORAGE_KEY)})||'{}')||{}}catch(e){}
var m=s.mode;if(m!=='light'&&m!=='dark'){m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}
var h=document.documentElement;h.classList.remove('light','dark');h.classList.add(m);h.style.colorScheme=m;h.setAttribute('dir',s.direction==='rtl'?'rtl':'ltr');if(s.dense===true){h.setAttribute('data-dense','')}h.setAttribute('data-code-variant',s.codeVariant==='JS'?'JS':'TS');
if(document.body){document.body.classList.add('mode-'+m)}
var t=document.querySelector('meta[name="theme-color"]');if(t){t.setAttribute('content',m==='dark'?${JSON.stringify(THEME_COLOR.dark)}:${JSON.stringify(THEME_COLOR.light)})}
var w=${JSON.stringify(WEB_FONT_SETS.map((set) => [set.meta, set.cachedKey]))};for(var i=0;i<w.length;i++){try{var f=document.querySelector('meta[name="'+w[i][0]+'"]');if(f&&localStorage.getItem(w[i][1])==='1'){var y=document.createElement('style');y.textContent=f.content;document.head.appendChild(y)}}catch(e){}}})();`;
}
