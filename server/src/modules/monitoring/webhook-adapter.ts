/**
 * The generic webhook adapter: maps what common monitoring systems post (Uptime Kuma, Zabbix media-type
 * webhooks, PRTG HTTP actions, Grafana/Alertmanager-like payloads, or any flat JSON / form / query string)
 * onto the documented alert shape. The first field found wins; see server/API.md for the list.
 */
import type { Alert } from '@helpdesk/shared/schemas';

type Bag = Record<string, unknown>;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const pick = (bag: Bag, ...paths: string[]): string | undefined => {
  for (const p of paths) {
    const value = p.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Bag)[k] : undefined), bag);
    const t = text(value);
    if (t !== undefined) return t;
  }
  return undefined;
};

const OK_WORDS = new Set(['ok', 'up', 'resolved', 'recovery', 'recovered', '1', 'green', 'normal', 'cleared']);
const PROBLEM_WORDS = new Set(['problem', 'down', 'firing', 'alert', 'critical', 'warning', 'error', '0', 'red', 'pending']);

/** Uptime Kuma: heartbeat.status 1 = up, 0 = down; Zabbix: event value 1 = problem, 0 = ok. */
function statusOf(bag: Bag): Alert['status'] {
  const kuma = (bag.heartbeat as Bag | undefined)?.status;
  if (kuma === 0 || kuma === 1) return kuma === 1 ? 'ok' : 'problem';
  const zabbix = pick(bag, 'event_value', 'eventValue');
  if (zabbix === '0' || zabbix === '1') return zabbix === '1' ? 'problem' : 'ok';
  const word = pick(bag, 'status', 'state', 'event_status', 'laststatus')?.toLowerCase();
  if (word && OK_WORDS.has(word)) return 'ok';
  if (word && PROBLEM_WORDS.has(word)) return 'problem';
  return 'problem';
}

function severityOf(bag: Bag): Alert['severity'] {
  const s = pick(bag, 'severity', 'priority', 'event_severity', 'labels.severity')?.toLowerCase();
  if (!s) return undefined;
  if (['disaster', 'critical', 'crit', '5', '4'].includes(s)) return 'critical';
  if (['high', 'error', 'major', '3'].includes(s)) return 'high';
  if (['average', 'warning', 'warn', 'normal', 'minor', '2'].includes(s)) return 'normal';
  if (['low', 'information', 'info', 'not classified', '1', '0'].includes(s)) return 'low';
  return undefined;
}

/** The alert in the documented shape, or null when nothing names the check or the title. */
export function adaptWebhook(body: unknown, query: Bag = {}): Record<string, unknown> | null {
  const bag: Bag = { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Bag) : {}) };
  const host = pick(bag, 'host', 'hostname', 'host_name', 'device', 'monitor.hostname', 'monitor.url', 'labels.instance');
  const service = pick(bag, 'trigger', 'trigger_name', 'sensor', 'service', 'monitor.name', 'labels.alertname', 'name');
  const title = pick(
    bag,
    'title',
    'subject',
    'summary',
    'annotations.summary',
    'msg',
    'message',
    'trigger_name',
    'sensor',
    'monitor.name',
    'name',
  );
  const check =
    pick(bag, 'check', 'check_id', 'monitor.id', 'trigger_id', 'sensorid', 'fingerprint') ??
    ([host, service].filter(Boolean).join('/') || title);
  if (!check || !title) return null;
  return {
    check: check.slice(0, 200),
    status: statusOf(bag),
    title: title.slice(0, 255),
    message: (pick(bag, 'message', 'msg', 'body', 'text', 'description', 'annotations.description', 'heartbeat.msg') ?? '').slice(
      0,
      20_000,
    ),
    ...(host ? { host: host.slice(0, 255) } : {}),
    ...(severityOf(bag) ? { severity: severityOf(bag) } : {}),
    sender: (pick(bag, 'sender', 'source') ?? (bag.heartbeat ? 'Uptime Kuma' : 'webhook')).slice(0, 100),
  };
}
