/**
 * The simulator's command line (tools/provider-sim/options.ts): the README's command works with
 * the demo's defaults, and a mistyped option is refused with a message, not a stack.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SIMULATOR } from '../../../../src/shared/providers/demoSimulator';
import { BEHAVIOURS, parseCli } from '../../../../tools/provider-sim/options';

describe('the simulator command line', () => {
  it("takes the README's command with the demo provider's id and secret", () => {
    const options = parseCli(['--port', '18081', '--server', 'http://127.0.0.1:8080/'], {});
    expect(options).toMatchObject({
      port: 18081,
      server: 'http://127.0.0.1:8080',
      provider: DEMO_SIMULATOR.providerId,
      secret: DEMO_SIMULATOR.secret,
      behaviour: BEHAVIOURS.calm,
      attack: false,
      burst: 1000,
      foreignAddress: '127.0.0.2',
    });
  });

  it('takes another provider, its secret from the environment, a behaviour and attack mode', () => {
    const options = parseCli(
      [
        '--port',
        '9000',
        '--server',
        'https://casino.example',
        '--provider',
        'ACME',
        '--behaviour',
        'awkward',
        '--attack',
      ],
      { PROVIDER_SIM_SECRET: 's3cret' },
    );
    expect(options).toMatchObject({ provider: 'ACME', secret: 's3cret', behaviour: BEHAVIOURS.awkward, attack: true });
    expect(parseCli(['--secret', 'given'], { PROVIDER_SIM_SECRET: 'env' }).secret).toBe('given');
  });

  it('refuses a bad port, server, behaviour or burst, and an unknown option', () => {
    expect(() => parseCli(['--port', 'x'], {})).toThrow(/--port must be a port number/);
    expect(() => parseCli(['--server', 'nowhere'], {})).toThrow(/--server must be the platform's origin/);
    expect(() => parseCli(['--behaviour', 'wild'], {})).toThrow(/--behaviour is one of calm, awkward/);
    expect(() => parseCli(['--burst', '2'], {})).toThrow(/--burst/);
    expect(() => parseCli(['--prot', '1'], {})).toThrow();
  });
});
