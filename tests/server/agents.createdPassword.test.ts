/**
 * Accounts an agent creates must change the password the agent chose at their first login
 * (issue 14 item 21): the login answers passwordIsDefault, which the client answers with the
 * forced change (as for demo_newbie), and the change clears it for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints, type CreateDownlineValue } from '../../src/shared/wire/agents';
import type { LoginValue } from '../../src/shared/wire/auth';
import { agentCalls, buildAgentTree, type AgentTree } from './agentsSupport';
import { body, captchaRecorder, wire } from './authSupport';
import { backends, buildTestServer, type TestServer } from './helper';

describe.each(backends)('agent-created accounts on %s', (kind) => {
  let server: TestServer;
  let tree: AgentTree;
  const captchas = captchaRecorder();

  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    tree = await buildAgentTree(server);
  });
  afterAll(() => server?.close());

  it('makes a member and an agent created by an agent change the chosen password at first login, once', async () => {
    const api = agentCalls(server);
    const login = wire(server);
    for (const isAgent of [false, true]) {
      const account = `Cp${tree.tag}${isAgent ? 'a' : 'm'}`;
      const created = body<CreateDownlineValue>(
        await api.enc(tree.A, agentEndpoints.createDownline.path, { account, password: 'Chosen2026', isAgent }),
      );
      expect(created.success, created.message).toBe(true);

      const first = body<LoginValue>(await login.login(account, 'Chosen2026', {}, { ip: '198.51.100.71' }));
      expect(first.success, first.message).toBe(true);
      expect(first.value).toMatchObject({ passwordIsDefault: true, oldPasswordRequired: true });

      const changed = body<LoginValue>(
        await login.enc(
          'POST',
          '/wps/member/password',
          { oldPassword: 'Chosen2026', newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' },
          { token: first.value.token },
        ),
      );
      expect(changed.success, changed.message).toBe(true);
      expect(changed.value.passwordIsDefault).toBe(false);
      const again = body<LoginValue>(await login.login(account, 'Mine2026x', {}, { ip: '198.51.100.71' }));
      expect(again.value).toMatchObject({ passwordIsDefault: false });
      expect(body(await login.login(account, 'Chosen2026', {}, { ip: '198.51.100.72' })).errorCode).toBe(
        'login.failed',
      );
    }
  });

  it('leaves people who registered themselves alone', async () => {
    const self = body<LoginValue>(await wire(server).login('demo_player', 'Player2026', {}, { ip: '198.51.100.73' }));
    expect(self.value.passwordIsDefault).toBe(false);
  });
});
