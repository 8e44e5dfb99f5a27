/**
 * The one sanitiser for HTML that comes from the server or an operator (announcements,
 * notices, popups, server messages in the generic dialog). DOMPurify removes scripts, event
 * handlers and javascript: URLs; on top of its defaults this drops everything that can submit,
 * embed, restyle or re-base the page, and makes every link that leaves the app open in a new
 * window without a handle back to this one (rel="noopener noreferrer").
 *
 * A private DOMPurify instance: its link hook must not leak into other users of the library.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const FORBID_TAGS = [
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
  'applet',
  'audio',
  'video',
  'source',
  'track',
  'template',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'ping'];

/** http(s) links and protocol-relative ones leave the app: new window, no opener. */
function leavesApp(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    // Targets named by the operator could reach other windows of the app: only _blank stays.
    node.removeAttribute('target');
    if (href && leavesApp(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = created;
  return created;
}

/** Untrusted HTML to markup that is safe to set as innerHTML. */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    // target is put back by the hook, and only as _blank with rel.
    ADD_ATTR: ['target'],
  });
}
