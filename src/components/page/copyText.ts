/**
 * Writes text to the clipboard: the async Clipboard API, else the older copy command from a
 * selected field (an http page, an old WebView). Used by the invite link and the round keys.
 */
export async function copyText(text: string, input?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No permission or no API: copy from the selected field, when there is one.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
