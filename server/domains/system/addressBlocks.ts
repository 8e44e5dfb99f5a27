/**
 * IP and CIDR handling for the region gate, on Node's own BlockList (IPv4 and IPv6,
 * including IPv4-mapped IPv6 addresses as Node reports them for dual-stack sockets).
 */
import { BlockList, isIP } from 'node:net';

export type ParsedBlock = { cidr: string; family: 'ipv4' | 'ipv6'; address: string; prefix: number };

/** Validates "1.2.3.4", "1.2.3.0/24", "::1" or "2001:db8::/32"; returns the canonical form. */
export function parseBlock(input: string): ParsedBlock {
  const [address = '', prefixText, extra] = input.trim().split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) throw new Error(`"${input}" is not an IP address or CIDR block`);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix < 0 || prefix > max) {
    throw new Error(`"${input}" has a prefix length outside 0-${max}`);
  }
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return { cidr: `${address.toLowerCase()}/${prefix}`, family, address, prefix };
}

/** Strips the IPv4-mapped prefix (::ffff:1.2.3.4) so IPv4 blocks match dual-stack sockets. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function findBlock<T extends { cidr: string }>(blocks: readonly T[], ip: string): T | undefined {
  const address = normaliseIp(ip);
  const version = isIP(address);
  if (!version) return undefined;
  for (const block of blocks) {
    const parsed = parseBlock(block.cidr);
    if ((parsed.family === 'ipv4') !== (version === 4)) continue;
    const list = new BlockList();
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    if (list.check(address, parsed.family)) return block;
  }
  return undefined;
}
