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
import {
  FIRST_PAINT_ELEMENT_ID,
  FIRST_PAINT_FRAMED_CLASS,
  FIRST_PAINT_LOBBY_TILES,
  firstLobbyPaintHtml,
  firstPaintHtml,
} from '../../../../src/shared/firstPaint';

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

  it("steps a lobby's picture back to the content area with the app's frame, and removes it with the screen", () => {
    document.body.insertAdjacentHTML('afterbegin', firstLobbyPaintHtml({ vendorMenu: true, chips: false }, ['/t.svg']));
    const picture = document.getElementById(FIRST_PAINT_ELEMENT_ID)!;
    const { rerender } = render(<FirstPaintDone frameOnly />);
    expect(picture.isConnected).toBe(true);
    expect(picture.classList.contains(FIRST_PAINT_FRAMED_CLASS)).toBe(true);
    rerender(
      <>
        <FirstPaintDone frameOnly />
        <FirstPaintDone />
      </>,
    );
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  });

  it("removes a home picture with the app's frame: the home screen is in the same commit", () => {
    mountFirstPaint('/b.svg');
    render(<FirstPaintDone frameOnly />);
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  });
});

describe('firstLobbyPaintHtml', () => {
  it('leaves room for the rows the lobby shows and draws at most six tiles, escaped', () => {
    const urls = Array.from({ length: 9 }, (_, index) => `/i/${index}.svg`);
    document.body.innerHTML = firstLobbyPaintHtml({ vendorMenu: false, chips: true }, [
      '/x.svg" onerror="alert(1)',
      ...urls,
    ]);
    const picture = document.getElementById(FIRST_PAINT_ELEMENT_ID)!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(picture.querySelector('.first-paint__vendors')).toBeNull();
    expect(picture.querySelector('.first-paint__chips')).not.toBeNull();
    const images = [...picture.querySelectorAll('img')];
    expect(images).toHaveLength(FIRST_PAINT_LOBBY_TILES);
    expect(images[0]!.getAttribute('src')).toBe('/x.svg" onerror="alert(1)');
    expect(images[0]!.getAttribute('onerror')).toBeNull();
    expect(picture.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});
