/**
 * The element in which the server hands the page its status answer (server/web.ts writes it
 * into index.html, src/api/bootStatus.ts reads it once): a JSON data block with the envelope
 * GET /wps/system/status would send, so the boot makes no call before its first paint.
 */
export const BOOT_STATUS_ELEMENT_ID = 'boot-status';
