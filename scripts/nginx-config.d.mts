/** Types of scripts/nginx-config.mjs for the TypeScript callers (server/src/test/cluster.ts). */
export function nginxSite(options: { listen: string; upstreams: string[]; accessLog?: string; failTimeout?: string }): string;
export function nginxConfig(options: {
  dir: string;
  listen: string;
  upstreams: string[];
  errorLog?: string;
  accessLog?: string;
  workers?: number | 'auto';
  root?: boolean;
}): string;
