// @vitest-environment happy-dom
/**
 * The home page's first paint from the HTML (src/shared/firstPaint.ts) and its end
 * (src/components/FirstPaintDone.tsx): the markup cannot be broken out of, stays out of the
 * accessibility tree, and goes in the commit of the screen that replaces it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstPaintDone } from '../../../../src/components/FirstPaintDone';
import { FIRST_PAINT_ELEMENT_ID, firstPaintHtml } from '../../../../src/shared/firstPaint';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function mountFirstPaint(url: string): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', firstPaintHtml(url));
  return document.getElementById(FIRST_PAINT_ELEMENT_ID)!;
}

describe('firstPaintHtml', () => {
  it('draws the banner image, hidden from assistive technology and never focusable', () => {
    const shell = mountFirstPaint('/TCG_PROD_IMAGES/BANNER/1.svg');
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    const image = shell.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/TCG_PROD_IMAGES/BANNER/1.svg');
    expect(image.getAttribute('alt')).toBe('');
    expect(shell.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('keeps a hostile URL inside its attribute', () => {
    const shell = mountFirstPaint('/x.svg" onerror="alert(1)"><script>alert(2)</script>');
    const image = shell.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/x.svg" onerror="alert(1)"><script>alert(2)</script>');
    expect(image.getAttribute('onerror')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('FirstPaintDone', () => {
  it('removes the first paint in the commit that renders it, and only then', () => {
    mountFirstPaint('/b.svg');
    function Screen() {
      const [ready, setReady] = useState(false);
      return ready ? (
        <>
          <FirstPaintDone />
          <p>home</p>
        </>
      ) : (
        <button type="button" onClick={() => setReady(true)}>
          load
        </button>
      );
    }
    render(<Screen />);
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).not.toBeNull();
    screen.getByRole('button', { name: 'load' }).click();
    return screen.findByText('home').then(() => {
      expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
    });
  });
});
