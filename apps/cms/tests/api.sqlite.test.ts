import { defineApiSuite } from './api-suite';

defineApiSuite('CMS API on SQLite', async () => ({ env: {}, cleanup: async () => undefined }));
