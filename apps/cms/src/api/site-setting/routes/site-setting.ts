import { readRouter } from '../../../lib/read-router';

export default readRouter('api::site-setting.site-setting');
