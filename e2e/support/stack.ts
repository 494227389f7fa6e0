import path from 'node:path';
import { ROOT, type Service, startWeb, webEnv } from '@brilla/testkit';

export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

export const ADMIN = { email: 'editor@brilla.test', password: 'E2eEditor2026' };

/** Where a process the journeys start writes its output: e2e/artifacts/<name>.log. */
export const logFile = (name: string) => path.join(ARTIFACTS, `${name}.log`);

/**
 * A web server of the stack (production build) on `port`, logging to e2e/artifacts/<name>.log;
 * resolves once it answers.
 */
export function startE2eWeb(
  name: string,
  port: number,
  cmsUrl: string,
  extra: Record<string, string> = {},
  timeoutMs?: number,
): Promise<Service> {
  return startWeb({
    name,
    port,
    env: { ...webEnv(port, cmsUrl), ...extra },
    logFile: logFile(name),
    timeoutMs,
  });
}
