/**
 * Strapi runs this once, before it syncs the schema (which then drops the old column): the
 * staff-owned `triage` of contact submissions becomes `leadStatus` (column lead_status; docs/decisions/053 says why not `status`).
 * new/read → nuevo, answered → contactado, spam → descartado. A fresh database has nothing to do.
 */
const TABLE = 'contact_submissions';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (!(await knex.schema.hasColumn(TABLE, 'triage'))) return;
    if (!(await knex.schema.hasColumn(TABLE, 'lead_status'))) {
      await knex.schema.alterTable(TABLE, (table) => {
        table.string('lead_status');
      });
    }
    await knex(TABLE).whereIn('triage', ['answered']).update({ lead_status: 'contactado' });
    await knex(TABLE).whereIn('triage', ['spam']).update({ lead_status: 'descartado' });
    await knex(TABLE).whereNull('lead_status').update({ lead_status: 'nuevo' });
  },
};
