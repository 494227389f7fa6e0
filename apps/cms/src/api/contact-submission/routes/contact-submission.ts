// The only way in for contact submissions: no core routes, so nobody can list, read, change or
// delete them over REST; staff read them in the admin panel.
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-submissions',
      handler: 'contact-submission.submit',
      config: { auth: false },
    },
  ],
};
