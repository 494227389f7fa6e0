/** The networks a post can be shared to, each by its own share address (no script of theirs). */
export const SHARE_NETWORKS = ['whatsapp', 'linkedin', 'x', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** How each network is called in a link's accessible name. */
export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
};

/**
 * The address that opens each network's share dialog with the post's `url` (absolute) and, where
 * the network takes one, its `title`. WhatsApp takes a single text: the title, then the address.
 */
export function shareTargets(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?text=${t}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}
