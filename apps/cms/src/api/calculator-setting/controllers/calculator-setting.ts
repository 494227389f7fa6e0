import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::calculator-setting.calculator-setting');
