import { freePort, startRelay } from '@brilla/testkit';
import { startE2eWeb } from './stack';

/**
 * A second web server whose CMS traffic passes through a TCP relay the test can cut,
 * so a journey can load a page and then meet a CMS outage.
 */
export async function webWithSwitchableCms(cmsUrl: string) {
  const relay = await startRelay(new URL(cmsUrl));
  const webPort = await freePort();
  const web = await startE2eWeb(`web-outage-${webPort}`, webPort, relay.url, {}, 30_000);

  return {
    baseUrl: web.url,
    cutCms() {
      void relay.cut();
    },
    stop() {
      void relay.close();
      void web.process.stop();
    },
  };
}
