/** Role and permission names of the product (spec §1, §6). The server and the shell read them from here. */

export const AGENT_ROLES = ['admin', 'manager', 'agent'] as const;
export const CLIENT_ROLES = ['client', 'client-vip', 'monitoring'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** A derived role: an agent with at least one assigned company. */
export const ASSIGNED_AGENT = 'assigned-agent';
export const PERMISSIONS = ['monitoring-log', 'company-report'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type RoleName = AgentRole | ClientRole | typeof ASSIGNED_AGENT;

export const AGENT_JOB_POSITIONS = ['admin', 'support', 'developer', 'specialist'] as const;
export type AgentJobPosition = (typeof AGENT_JOB_POSITIONS)[number];
