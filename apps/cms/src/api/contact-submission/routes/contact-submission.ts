// The only way in for contact submissions: no core routes, so nobody can list, read, change or
// delete them over REST; staff read them in the admin panel. Posting needs the web's token
// (its permission `…contact-submission.submit`, bootstrap/api-tokens.ts): a form on another
// site, or a request past the proxy under another spelling of the path, gets 403.
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-submissions',
      handler: 'contact-submission.submit',
    },
  ],
};
