// The web's visit counts (docs/decisions/049): posting needs the web's token (its permission
// `…site-visit.record`, bootstrap/api-tokens.ts). Staff read the figures on the admin API
// (register.ts), never here.
export default {
  routes: [
    {
      method: 'POST',
      path: '/site-visits',
      handler: 'site-visit.record',
    },
  ],
};
