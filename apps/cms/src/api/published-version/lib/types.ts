/** What the server and the admin panel both name (no server code: the admin bundles it). */

export const VERSION_UID = 'api::published-version.published-version';
/** How many versions are kept per entry and language; a publish past it forgets the oldest. */
export const VERSIONS_KEPT = 20;
