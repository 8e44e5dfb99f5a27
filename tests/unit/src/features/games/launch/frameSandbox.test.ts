/** The sandbox of game frames (src/features/games/launch/frameUrl.ts, issue 14 item 24). */
import { describe, expect, it } from 'vitest';
import { frameSandbox } from '../../../../../../src/features/games/launch/frameUrl';

const allows = (url: string, origin: string) => frameSandbox(url, origin).split(' ');

describe('frameSandbox', () => {
  it("never combines allow-scripts with allow-same-origin for another origin's content", () => {
    for (const url of [
      'https://games.vendor.example/p',
      'http://127.0.0.1:8081/play/x',
      'https://casino.example.evil.test/',
      'not a url',
    ]) {
      expect(allows(url, 'http://127.0.0.1:8080')).toContain('allow-scripts');
      expect(allows(url, 'http://127.0.0.1:8080')).not.toContain('allow-same-origin');
    }
    // The desktop page (app://bundle) framing the platform's server: another origin too.
    expect(allows('http://127.0.0.1:8080/play/x', 'app://bundle')).not.toContain('allow-same-origin');
    // An opaque page origin matches nothing.
    expect(allows('http://127.0.0.1:8080/play/x', 'null')).not.toContain('allow-same-origin');
  });

  it("keeps the page's own origin for its own content", () => {
    expect(allows('http://127.0.0.1:8080/play/x?y=1', 'http://127.0.0.1:8080')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-top-navigation-by-user-activation',
      'allow-same-origin',
    ]);
  });
});
