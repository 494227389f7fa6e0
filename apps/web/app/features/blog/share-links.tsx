import { useEffect, useState } from 'react';
import { SocialIcon } from '~/components/ui/social-icon';
import { useT } from '~/i18n/use-t';
import { notify } from '~/lib/toast';
import { NETWORK_NAMES, SHARE_NETWORKS, shareTargets } from './share-targets';

const ROUND =
  'inline-flex size-11 items-center justify-center rounded-full border border-brand/30 text-brand transition hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white';
const PILL =
  'inline-flex min-h-11 items-center rounded-full border border-brand/30 px-4 font-semibold text-brand transition hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white';

/**
 * "Share this post": a plain link per network (it works without JavaScript and loads nothing of
 * theirs), then, once the page runs, copy-link and, where the device has one (phones), its own
 * share sheet (Web Share API). `url` is the post's absolute address.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  // Both buttons need JavaScript: shown from hydration on, so the server HTML never has a dead one.
  const [running, setRunning] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setRunning(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const targets = shareTargets(url, title);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      void notify('success', t('share.copied'));
    } catch {
      void notify('error', t('share.copyFailed'));
    }
  }

  function share() {
    // Dismissing the sheet rejects; nothing to say then.
    navigator.share({ title, url }).catch(() => {});
  }

  return (
    <section aria-labelledby="share-title" className="mt-12 border-t border-ink/10 pt-8">
      <h2 id="share-title" className="mb-4 text-lg font-bold">
        {t('share.title')}
      </h2>
      <ul className="flex flex-wrap items-center gap-3">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={targets[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.on', { network: NETWORK_NAMES[network] })}
              className={ROUND}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
        {running ? (
          <li>
            <button type="button" onClick={copy} className={PILL}>
              {t('share.copy')}
            </button>
          </li>
        ) : null}
        {canShare ? (
          <li>
            <button type="button" onClick={share} className={PILL}>
              {t('share.native')}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
