import { readRouter } from '../../../lib/read-router';

// Read-only over REST (the web reads the list); staff edit redirects in the admin panel.
export default readRouter('api::redirect.redirect');
