/** Who may read the site's figures (the Editor and Comercial roles; bootstrap/admin-roles.ts). */
export const READ_VISITS = 'api::site-visits.read';
