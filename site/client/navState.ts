/** sessionStorage key of the side nav's state (open groups, scroll position), kept from page to page. */
export const NAV_STATE_KEY = 'docs-nav';

/** What is kept: groups the reader opened or closed, and the nav pane's scroll position. */
export interface NavState {
  open: string[];
  closed: string[];
  scrollTop: number;
}

/**
 * The width from which the side nav is a pane beside the article (MUI's `md` breakpoint, where
 * src/components/AppFrame.tsx shows it); under it the nav is hidden until the reader opens it as a
 * drawer (site/global.css). tests/unit/nav/navState.test.ts keeps it equal to the site theme's `md`.
 */
export const SIDE_PANE_MIN_WIDTH_PX = 900;

/**
 * The inline script at the end of the page (it runs before first paint and again when a
 * prerendered page is shown): the groups the reader opened or closed stay so, the pane keeps its
 * scroll position; without a stored position the page's own item is centred. The page's
 * branch stays open. Storage that throws leaves the pre-rendered state.
 *
 * The scroll position only where the pane is shown: a hidden nav has no box to scroll, and reading
 * or setting a position there would only make the phone lay out the whole page in the middle of
 * parsing it (47 ms of layout and 21 ms of style in a Lighthouse mobile trace of the Installation page).
 */
export function navRestoreScript(): string {
  return `(function(){function a(){var n=document.querySelector('[data-nav-scroller]');if(!n)return;var s=null;try{s=JSON.parse(sessionStorage.getItem(${JSON.stringify(NAV_STATE_KEY)})||'null')}catch(e){}
var g=n.querySelectorAll('details[data-nav-group]');for(var i=0;i<g.length;i++){var d=g[i],p=d.getAttribute('data-nav-group');if(d.querySelector('[aria-current="page"]'))continue;
if(s&&s.open&&s.open.indexOf(p)>=0)d.open=true;else if(s&&s.closed&&s.closed.indexOf(p)>=0)d.open=false}
if(!matchMedia('(min-width: ${SIDE_PANE_MIN_WIDTH_PX}px)').matches)return;
if(s&&typeof s.scrollTop==='number'){n.scrollTop=s.scrollTop}else{var c=n.querySelector('[aria-current="page"]');if(c){n.scrollTop+=c.getBoundingClientRect().top-n.getBoundingClientRect().top-n.clientHeight/2}}}
a();if(document.prerendering)document.addEventListener('prerenderingchange',a,{once:true})})();`;
}

/** Reads the nav's current state from the DOM (the page script saves it on scroll and toggle). */
export function navStateOf(scroller: HTMLElement): NavState {
  const open: string[] = [];
  const closed: string[] = [];
  scroller.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]').forEach((d) => {
    const path = d.getAttribute('data-nav-group');
    if (path) (d.open ? open : closed).push(path);
  });
  return { open, closed, scrollTop: scroller.scrollTop };
}
