/**
 * Strapi runs this once, before it syncs the schema: the lead status of contact submissions is
 * stored as the word staff read in the admin's lists and filters, capitalised (nuevo → Nuevo,
 * contactado → Contactado, calificado → Calificado, descartado → Descartado). A fresh database
 * has nothing to do.
 */
const TABLE = 'contact_submissions';
const COLUMN = 'lead_status';
const WORDS = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  calificado: 'Calificado',
  descartado: 'Descartado',
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (!(await knex.schema.hasColumn(TABLE, COLUMN))) return;
    for (const [code, word] of Object.entries(WORDS)) {
      await knex(TABLE)
        .where(COLUMN, code)
        .update({ [COLUMN]: word });
    }
  },
};
