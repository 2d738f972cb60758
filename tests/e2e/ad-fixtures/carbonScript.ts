import { AD_ORIGIN, BACKERS_URL, LATE_SCRIPT_MS, type ScriptCase } from './cases';

/** The network's script: the Carbon markup, built with DOM calls, inserted into the script's own container. */
export function carbonScript(mode: ScriptCase): string {
  if (mode === 'script-throws') return `throw new Error('fake ad network: script-throws');\n`;
  const link = mode === 'backers' ? BACKERS_URL : `${AD_ORIGIN}/click?ad=carbon`;
  const config = { link, img: `${AD_ORIGIN}/img/ad.svg`, text: 'Fake network ad: components that ship themselves.', about: `${AD_ORIGIN}/about`, delay: mode === 'late' ? LATE_SCRIPT_MS : 0 };
  return `(function (c) {
  var script = document.currentScript || document.getElementById('_carbonads_js');
  var host = script && script.parentElement;
  if (!host) return;
  function a(href, cls) {
    var el = document.createElement('a');
    el.href = href; el.className = cls; el.target = '_blank'; el.rel = 'noopener sponsored';
    return el;
  }
  function build() {
    var root = document.createElement('div');
    root.id = 'carbonads';
    var outer = document.createElement('span');
    var wrap = document.createElement('span');
    wrap.className = 'carbon-wrap';
    var imgLink = a(c.link, 'carbon-img');
    var img = document.createElement('img');
    img.src = c.img; img.alt = 'ads via Carbon'; img.width = 130; img.height = 100;
    img.setAttribute('border', '0'); img.style.maxWidth = '130px';
    imgLink.appendChild(img);
    var text = a(c.link, 'carbon-text');
    text.textContent = c.text;
    wrap.appendChild(imgLink); wrap.appendChild(text);
    var powered = a(c.about, 'carbon-poweredby');
    powered.textContent = 'ads via Carbon';
    outer.appendChild(wrap); outer.appendChild(powered);
    root.appendChild(outer);
    if (script.parentElement === host) host.insertBefore(root, script); else host.appendChild(root);
  }
  if (c.delay > 0) setTimeout(build, c.delay); else build();
})(${JSON.stringify(config)});\n`;
}
