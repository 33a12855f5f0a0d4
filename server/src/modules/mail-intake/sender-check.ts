/**
 * Whether an inbound e-mail's sender is who its From says, by SPF, DKIM and DMARC (mailauth, a
 * maintained implementation of all three). The client address for SPF comes from the topmost Received header, the
 * one our own MTA (or the IMAP server's) wrote. DNS is injectable (tests hold real-format records) and bounded: a
 * check never holds intake up for long — when DNS does not answer in time the verdict is `unknown`, not `fail`,
 * and after such a timeout the checks are skipped (`unknown` at once) for a while instead of waiting again.
 */
import dns from 'node:dns';
import { authenticate, type AuthenticateResult, type DNSResolver } from 'mailauth';
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import type { MailAuthDetails } from '../../platform/db/schema';
import type { SenderCheck, SenderVerdict } from '../../platform/mail-auth';

export type { DNSResolver, SenderCheck, SenderVerdict };

export interface SenderCheckOptions {
  /** DNS lookups as `dns.promises.resolve(name, rrtype)` answers them; default: the system's resolver. */
  resolver?: DNSResolver;
  /** The longest a whole check may take (and each lookup). */
  timeoutMs?: number;
  /** How long checks are skipped after DNS timed out. */
  backoffMs?: number;
  now?: () => number;
}

/** Lookup failures that say "DNS is not answering", as opposed to "no such record". */
const DNS_DOWN = new Set(['ETIMEOUT', 'ECONNREFUSED', 'ESERVFAIL', 'EREFUSED', 'ECONNRESET', 'ECANCELLED', 'EAI_AGAIN']);

class DnsTimeout extends Error {
  readonly code = 'ETIMEOUT';
}

function withTimeout<T>(promise: Promise<T>, ms: number, make: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(make()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function systemResolver(timeoutMs: number): DNSResolver {
  const resolver = new dns.promises.Resolver({ timeout: timeoutMs, tries: 1 });
  return (name, rrtype) => resolver.resolve(name, rrtype as 'TXT') as Promise<string[][] | string[]>;
}

const result = (status: { result?: string } | undefined | false) => (status && status.result) || 'none';

/** Same organisational domain, roughly: equal, or one a subdomain of the other. */
const aligned = (a: string | undefined, b: string | null) => !!a && !!b && (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`));

/** The verdict from mailauth's results; see MAIL_AUTH_VERDICTS. */
export function verdictOf(res: AuthenticateResult, dnsDown: boolean): SenderVerdict {
  const fromDomain = res.dkim.headerFrom?.[0]?.split('@').pop()?.toLowerCase() ?? null;
  const spf = result(res.spf ? res.spf.status : undefined);
  const dkimResults = res.dkim.results ?? [];
  const dkimAligned = dkimResults.some((r) => r.status.result === 'pass' && r.status.aligned);
  const dkim = dkimAligned ? 'pass' : (dkimResults.find((r) => r.status.result !== 'none')?.status.result ?? 'none');
  const dmarc = result(res.dmarc ? res.dmarc.status : undefined);
  const details: MailAuthDetails = { spf, dkim, dmarc, from_domain: fromDomain };
  const spfAligned = spf === 'pass' && res.spf && aligned(res.spf.domain?.toLowerCase(), fromDomain);
  let verdict: MailAuthVerdict;
  if (dmarc === 'pass' || (dmarc !== 'fail' && (dkimAligned || spfAligned))) verdict = 'pass';
  else if (dmarc === 'fail') verdict = 'fail';
  else if (dnsDown || [spf, dkim, dmarc].some((r) => r === 'temperror' || r === 'temperr')) verdict = 'unknown';
  else if (['fail', 'softfail', 'permerror', 'policy'].includes(spf) || ['fail', 'permerror', 'policy'].includes(dkim)) verdict = 'fail';
  else verdict = 'none';
  return { verdict, details };
}

export function createSenderCheck(options: SenderCheckOptions = {}): SenderCheck {
  const timeoutMs = options.timeoutMs ?? 3000;
  const backoffMs = options.backoffMs ?? 60_000;
  const now = options.now ?? Date.now;
  const lookup = options.resolver ?? systemResolver(timeoutMs);
  let skipUntil = 0;
  return async (raw) => {
    if (now() < skipUntil) return { verdict: 'unknown', details: null };
    let dnsDown = false;
    const resolver: DNSResolver = async (name, rrtype) => {
      try {
        return await withTimeout(lookup(name, rrtype), timeoutMs, () => new DnsTimeout(`DNS ${rrtype} ${name} timed out`));
      } catch (error) {
        if (DNS_DOWN.has((error as { code?: string }).code ?? '')) dnsDown = true;
        throw error;
      }
    };
    try {
      const res = await withTimeout(
        authenticate(raw, { resolver, trustReceived: true, mta: 'helpdesk', disableArc: true, disableBimi: true }),
        timeoutMs,
        () => new DnsTimeout('sender check timed out'),
      );
      const verdict = verdictOf(res, dnsDown);
      if (verdict.verdict === 'unknown') skipUntil = now() + backoffMs;
      return verdict;
    } catch (error) {
      // Timed out, or mailauth could not read the message: not a reason to refuse or delay it.
      if (dnsDown || error instanceof DnsTimeout) skipUntil = now() + backoffMs;
      return { verdict: 'unknown', details: null };
    }
  };
}
