/**
 * Allowed-IP rules as the login check reads them: an exact address, a CIDR range, or (older rules) a prefix ending
 * in `*`. An IPv4 address seen as IPv4-mapped IPv6 (`::ffff:10.0.0.1`) matches the IPv4 rules.
 */
import net from 'node:net';

const unmapped = (ip: string): string => (ip.toLowerCase().startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

export function ipMatchesRule(rule: string, ip: string): boolean {
  const address = unmapped(ip.trim());
  if (rule.endsWith('*')) return address.startsWith(rule.slice(0, -1));
  const slash = rule.indexOf('/');
  if (slash < 0) return net.isIP(rule) !== 0 && unmapped(rule) === address;
  const base = rule.slice(0, slash);
  const prefix = Number(rule.slice(slash + 1));
  const family = net.isIP(base);
  const addressFamily = net.isIP(address);
  if (family === 0 || addressFamily !== family || !Number.isInteger(prefix)) return false;
  const list = new net.BlockList();
  try {
    list.addSubnet(base, prefix, family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a login from `ip` passes a set of rules: no rules admit everyone, else one rule must match. */
export function ipAdmitted(rules: readonly string[], ip: string): boolean {
  return rules.length === 0 || rules.some((rule) => ipMatchesRule(rule, ip));
}
