// Types of scripts/stack.mjs for the TypeScript callers (e2e).
import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const CMS_DIR: string;
export declare const WEB_DIR: string;

export declare function freePort(): Promise<number>;
export declare function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): ChildProcess;
export declare function stopProcess(pid: number | undefined): void;
export declare function waitForUrl(
  url: string,
  name: string,
  options?: { timeoutMs?: number; log?: string },
): Promise<void>;

export type CmsOptions = {
  port: number;
  databaseFile: string;
  admin: { email: string; password: string };
  extra?: NodeJS.ProcessEnv;
};
export declare function cmsEnv(options: CmsOptions): NodeJS.ProcessEnv;
export declare function startCms(options: CmsOptions, logFile: string): ChildProcess;
export declare function webEnv(port: number, cmsUrl: string): NodeJS.ProcessEnv;
export declare function startWebServer(env: NodeJS.ProcessEnv, logFile: string): ChildProcess;
