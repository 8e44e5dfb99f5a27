// @vitest-environment happy-dom
/**
 * The status the server wrote into the page (server/web.ts) is taken once, for its own merchant
 * only, and anything unreadable falls back to the call (src/api/bootStatus.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { takeBootStatus } from '../../../../src/api/bootStatus';
import { BOOT_STATUS_ELEMENT_ID } from '../../../../src/shared/bootStatus';
import { writeDataBlock } from './pageDataSupport';

const writeBlock = (text: string, merchant = 'demo') => writeDataBlock(BOOT_STATUS_ELEMENT_ID, text, merchant);

const STATUS = { maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' }, info: {} };

afterEach(() => document.getElementById(BOOT_STATUS_ELEMENT_ID)?.remove());

describe('takeBootStatus', () => {
  it('answers the inlined status once, then leaves later calls to the server', () => {
    writeBlock(JSON.stringify({ success: true, errorCode: 0, value: STATUS }));
    expect(takeBootStatus('demo')).toEqual(STATUS);
    expect(document.getElementById(BOOT_STATUS_ELEMENT_ID)).toBeNull();
    expect(takeBootStatus('demo')).toBeUndefined();
  });

  it("ignores another merchant's status (a page opened with ?merchant=)", () => {
    writeBlock(JSON.stringify({ success: true, value: STATUS }), 'demo');
    expect(takeBootStatus('demokr')).toBeUndefined();
  });

  it('ignores a failed envelope and text that is not JSON', () => {
    writeBlock(JSON.stringify({ success: false, errorCode: 1, message: 'no' }));
    expect(takeBootStatus('demo')).toBeUndefined();
    writeBlock('{not json');
    expect(takeBootStatus('demo')).toBeUndefined();
  });

  it('answers nothing on a page without the block (the desktop bundle)', () => {
    expect(takeBootStatus('demo')).toBeUndefined();
  });
});
