/**
 * Agent notices (AG) from the CLI like every other kind: posted with `announcements add --type AG`,
 * shown to agents in the agent centre's notice list and nowhere on the member site, listed and
 * switched off like the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '../../src/shared/wire';
import type { AgentAnnouncement } from '../../src/shared/wire/agents';
import type { Page } from '../../src/shared/wire/paging';
import { body } from './authSupport';
import { cashierApi } from './cashierSupport';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

describe.each(backends)('agent announcements from the CLI on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
  });
  afterAll(() => server?.close());

  it('posts an AG notice that agents read in the agent centre and members never see', async () => {
    const title = `Commission update ${kind}`;
    const added = await ops(
      server,
      'announcements',
      'add',
      '--type',
      'AG',
      '--title',
      title,
      '--content',
      '<p>New rates from Monday</p>',
    );
    expect(added.body).toMatchObject({
      success: true,
      value: expect.stringMatching(new RegExp(`^Announcement (\\d+) added \\(AG "${title}" on demo\\)\\.$`)),
    });
    const id = /Announcement (\d+)/.exec(added.body.value)![1]!;

    const agent = await api.newMember({ type: 1 });
    const notices = () => api.call('GET', '/wps/agent/announcements?pageNo=1&pageSize=50', undefined, api.as(agent));
    const seen = body<Page<AgentAnnouncement>>(await notices()).value.content.find((a) => a.title === title);
    expect(seen).toMatchObject({ id, content: '<p>New rates from Monday</p>' });

    const guest = await server.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
      headers: wireHeaders(),
    });
    const site = (guest.json() as { value: AnnouncementsValue }).value;
    expect(JSON.stringify(site)).not.toContain(title);

    expect((await ops(server, 'announcements', 'list', '--type', 'AG')).body.value).toMatch(
      new RegExp(`^\\s*${id} AG .* on  ${title}$`, 'm'),
    );
    expect((await ops(server, 'announcements', 'disable', id)).body.value).toContain('disabled');
    expect(body<Page<AgentAnnouncement>>(await notices()).value.content.some((a) => a.title === title)).toBe(false);
  });

  it('refuses the options of other kinds on an AG notice', async () => {
    expect(
      (await ops(server, 'announcements', 'add', '--type', 'AG', '--title', 'x', '--execution', 'A')).body,
    ).toMatchObject({ success: false, message: expect.stringMatching(/--execution is for popups/) });
    expect(
      (await ops(server, 'announcements', 'add', '--type', 'AG', '--title', 'x', '--group', 'w_home')).body,
    ).toMatchObject({ success: false, message: expect.stringMatching(/--group is for banners/) });
  });
});
