/**
 * A corpus of XSS payloads (OWASP filter-evasion style) and a checker that parses HTML with a
 * real DOM and lists what a browser could run: shared by the server sanitizer's tests and the
 * browser renderer's tests (ad HTML is the only user-supplied HTML the site renders).
 * Needs a DOM (jsdom test environment).
 */
export const PAYLOADS: string[] = [
  // script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<script>alert(1);//<</script>',
  '<p>safe</p><script type="module">import("https://evil.example")</script>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://img.example/a.png" onload="alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p ONCLICK=alert(1)>caps</p>',
  '<img src=x oNeRrOr=alert`1`>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  // javascript:, data:, vbscript: URLs
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="java&#x0A;script:alert(1)">newline entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex entities</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<img src="javascript:alert(1)">',
  '<a href="//evil.example/x">protocol relative</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  // style expressions and CSS
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css"; body{background:url("javascript:alert(1)")}</style>',
  '<p style="behavior: url(xss.htc)">x</p>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  // frames, objects, meta, base
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  // broken markup and encodings
  '<img """><script>alert(1)</script>">',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a href="https://ok.example"/onclick=alert(1)>x</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>',
];

const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'P',
  'BR',
  'SPAN',
  'DIV',
  'UL',
  'OL',
  'LI',
  'IMG',
  'H3',
  'H4',
  'SMALL',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'class']);

/** What a browser would run: the scheme after removing whitespace and control characters. */
function isDangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme);
}

/** What in `html` is not allowed or could run: empty when harmless. */
export function problemsOf(html: string): string[] {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const problems: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(el.tagName)) problems.push(`tag ${el.tagName}`);
    for (const attr of el.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attr.name)) problems.push(`attribute ${attr.name} on ${el.tagName}`);
      if ((attr.name === 'href' || attr.name === 'src') && isDangerousUrl(attr.value))
        problems.push(`${attr.name}=${attr.value}`);
    }
  }
  return problems;
}
