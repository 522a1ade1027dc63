import type { ChildProcess } from 'node:child_process';

export const HAPROXY_CONFIG: string;

export interface Cluster {
  /** The balancer's address. */
  readonly url: string;
  readonly instances: { readonly app1: ChildProcess; readonly app2: ChildProcess };
  stop(): Promise<void>;
}

export function startCluster(serverUrl: string, instanceEnv?: Record<string, string>): Promise<Cluster>;
