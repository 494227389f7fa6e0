/**
 * Strapi runs this once, before it syncs the schema: two choices editors make are stored as the
 * Spanish words the admin shows them, not English codes. The side of a media-text block's image
 * (left → Izquierda, right → Derecha) and the legal review of the privacy policy in the site
 * settings (legal-review-needed → Pendiente de revisión legal, approved-by-legal → Aprobada por
 * un abogado). A fresh database has nothing to do.
 */
const WORDS = [
  {
    table: 'components_blocks_media_texts',
    column: 'image_position',
    words: { left: 'Izquierda', right: 'Derecha' },
  },
  {
    table: 'site_settings',
    column: 'privacy_policy_review',
    words: {
      'legal-review-needed': 'Pendiente de revisión legal',
      'approved-by-legal': 'Aprobada por un abogado',
    },
  },
];

module.exports = {
  async up(knex) {
    for (const { table, column, words } of WORDS) {
      if (!(await knex.schema.hasTable(table))) continue;
      if (!(await knex.schema.hasColumn(table, column))) continue;
      for (const [code, word] of Object.entries(words)) {
        await knex(table)
          .where(column, code)
          .update({ [column]: word });
      }
    }
  },
};
