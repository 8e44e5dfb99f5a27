/**
 * Saving a file the renderer made (a report's CSV) the browser's way: a download link to an
 * object URL, clicked once. The URL is revoked a while later rather than at once: some
 * browsers read it only after the click has returned, and an early revoke cancels the download.
 */

/** How long the object URL stays valid after the click. */
const REVOKE_AFTER_MS = 40_000;

export function saveWithDownloadLink(win: Window, name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = win.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  win.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    win.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
