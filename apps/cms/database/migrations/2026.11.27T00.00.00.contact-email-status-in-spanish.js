/**
 * Strapi runs this once, before it syncs the schema: the e-mail state of contact submissions is
 * stored in Spanish, as the admin shows it (pending → pendiente, sent → enviado, failed →
 * fallido, held → retenido). A fresh database has nothing to do.
 */
const TABLE = 'contact_submissions';
const COLUMN = 'email_status';
const SPANISH = { pending: 'pendiente', sent: 'enviado', failed: 'fallido', held: 'retenido' };

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (!(await knex.schema.hasColumn(TABLE, COLUMN))) return;
    for (const [english, spanish] of Object.entries(SPANISH)) {
      await knex(TABLE)
        .where(COLUMN, english)
        .update({ [COLUMN]: spanish });
    }
  },
};
