import { readRouter } from '../../../lib/read-router';

export default readRouter('api::calculator-setting.calculator-setting');
