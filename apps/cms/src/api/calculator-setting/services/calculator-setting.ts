import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::calculator-setting.calculator-setting');
