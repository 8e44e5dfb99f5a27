/**
 * XSS payloads for announcement and notice HTML (sanitised HTML: tests/e2e/xss.spec.ts). Each one,
 * if it ran, would set `window.__xss` (or call alert, which the end-to-end spec also watches for).
 * Shared by the unit test of the sanitiser and tests/e2e/xss.spec.ts, which posts them as
 * announcements.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<img src="x" onerror=alert(1)>',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<a href="javascript:window.__xss=5">click me</a>',
  '<a href="JaVaScRiPt:window.__xss=6">mixed case</a>',
  '<a href="&#106;avascript:window.__xss=7">entity</a>',
  '<a href=" javascript:window.__xss=8">space</a>',
  '<iframe src="javascript:window.__xss=9"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe>',
  '<object data="data:text/html,<script>window.__xss=11</script>"></object>',
  '<embed src="data:text/html,<script>window.__xss=12</script>">',
  '<form action="javascript:window.__xss=13"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=14">',
  '<details open ontoggle="window.__xss=15">x</details>',
  '<body onload="window.__xss=16">',
  '<div style="background:url(javascript:window.__xss=17)">styled</div>',
  '<style>*{background:url("javascript:window.__xss=18")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=19">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=20>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=21">',
  '<base href="javascript:window.__xss=22//">',
  '<link rel="import" href="data:text/html,<script>window.__xss=23</script>">',
  '<video><source onerror="window.__xss=24"></video>',
  '<audio src=x onerror="window.__xss=25">',
  '<marquee onstart="window.__xss=26">m</marquee>',
  '<div onmouseover="window.__xss=27">hover</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<template><script>window.__xss=28</script></template>',
  '"><script>window.__xss=29</script>',
  '<scr<script>ipt>window.__xss=30</scr</script>ipt>',
];

/** Markup that must survive sanitising: ordinary formatting and an outside link. */
export const SAFE_MARKUP = '<p>Weekend <b>bonus</b>: <a href="https://example.com/offer">details</a></p>';
