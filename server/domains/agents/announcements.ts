/**
 * Agent notices (agentAnnouncement): announcements of type AG of the merchant, enabled and
 * inside their time window, newest first. Content is the stored HTML; the client sanitises it
 * as it does every announcement.
 */
import { sql, type Kysely } from 'kysely';
import type { AgentAnnouncement } from '../../../src/shared/wire/agents';
import type { Page } from '../../../src/shared/wire/paging';
import type { DB } from '../../db/schema';
import { pageOf, type Paging } from '../../http/paging';

export async function agentAnnouncements(
  db: Kysely<DB>,
  merchantCode: string,
  paging: Paging,
  now: Date,
): Promise<Page<AgentAnnouncement>> {
  // The Kysely type of announcements.type predates AG (migration 006 widened the check only).
  const rows = await sql<{ id: bigint; title: string; content: string; created_at: Date; total: bigint }>`
    SELECT id, title, content, created_at, count(*) OVER () AS total
    FROM announcements
    WHERE merchant_code = ${merchantCode} AND type = 'AG' AND enabled
      AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})
    ORDER BY created_at DESC, id DESC
    LIMIT ${paging.pageSize} OFFSET ${paging.offset}`.execute(db);
  const content = rows.rows.map((r): AgentAnnouncement => ({
    id: r.id.toString(),
    title: r.title,
    content: r.content,
    createdAt: r.created_at.getTime(),
  }));
  return pageOf(content, paging, await totalOf(rows.rows, paging, () => countAnnouncements(db, merchantCode, now)));
}

/** The window count of a page, or a count query when the page is past the end (no rows carry it). */
export async function totalOf(
  rows: { total: bigint }[],
  paging: Paging,
  count: () => Promise<bigint>,
): Promise<bigint> {
  if (rows.length > 0) return rows[0]!.total;
  return paging.offset === 0 ? 0n : count();
}

async function countAnnouncements(db: Kysely<DB>, merchantCode: string, now: Date): Promise<bigint> {
  const result = await sql<{ n: bigint }>`
    SELECT count(*) AS n FROM announcements
    WHERE merchant_code = ${merchantCode} AND type = 'AG' AND enabled
      AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})`.execute(db);
  return result.rows[0]!.n;
}
