/** Markup typed into a plain text field; wherever the field's value is shown it must stay text. */
export const fieldPayload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/**
 * Markdown bodies an attacker (or a pasted web page) could put in an article. Each one, if it
 * ran, would set window.__xss or open a dialog; rendered, each must show as text or be dropped.
 */
export const xssPayloads: Record<string, string> = {
  'script tag': '<script>window.__xss = "script"; alert(1)</script>',
  'script tag inside a paragraph': 'Before <script>window.__xss = "inline"</script> after',
  'img onerror': '<img src="x" onerror="window.__xss = \'onerror\'">',
  'svg onload': '<svg onload="window.__xss = \'svg\'"></svg>',
  iframe: '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  'javascript: link': '[Click for a discount](javascript:window.__xss="link")',
  'javascript: link with entity-encoded colon': '[Click](javascript&#58;window.__xss="entity")',
  'JaVaScRiPt: link with tab': '[Click](JaVa\tScRiPt:window.__xss="tab")',
  'data: link': '[Open](data:text/html,<script>window.__xss="data"</script>)',
  'vbscript: link': '[Open](vbscript:msgbox(1))',
  'autolink with javascript:': '<javascript:window.__xss="autolink">',
  'image onerror via title': '![x](/work/a.webp "x\\" onerror=\\"window.__xss=1")',
  'remote image (a third-party request)': '![tracking pixel](https://tracker.example.net/p.gif)',
  'protocol-relative link': '[Home](//evil.example/)',
  'HTML entities spelling a tag': '&lt;script&gt;window.__xss = "entities"&lt;/script&gt;',
  'numeric entities spelling a tag': '&#60;img src=x onerror=window.__xss=1&#62;',
  'style tag': '<style>body { display: none }</style>',
  'link attribute breakout': '[x](/blog/a" onmouseover="window.__xss=1)',
};
