import { readRouter } from '../../../lib/read-router';

export default readRouter('api::category.category');
