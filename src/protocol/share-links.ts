/**
 * The share links of the usual networks and e-mail, as plain addresses: opening one loads the
 * network's own page; no script of a network is ever loaded. Also used for the server markup.
 */

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareLink {
  readonly network: ShareNetwork;
  readonly href: string;
}

/** `networks` is a comma list (`facebook,email`), shown in the order above; unknown names are left out, none means all. */
export function shareNetworks(networks?: string): ShareNetwork[] {
  const named = new Set((networks ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const chosen = SHARE_NETWORKS.filter((network) => named.has(network));
  return chosen.length > 0 ? chosen : [...SHARE_NETWORKS];
}

export function shareLinks(
  address: URL,
  title: string,
  emailSubject: string,
  networks: readonly ShareNetwork[] = SHARE_NETWORKS,
): ShareLink[] {
  const url = encodeURIComponent(address.href);
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    // encodeURIComponent, not URLSearchParams: mail programs show a `+` for a space literally.
    email: `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${url}`,
  };
  return networks.map((network) => ({ network, href: hrefs[network] }));
}
