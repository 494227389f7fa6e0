import type { EditorLayout } from './types';

const READ_ONLY = 'Lo escribió el visitante o lo registró el sistema: no se puede cambiar.';

/**
 * The inbox (docs/decisions/053): newest first, the columns a sales team scans; staff own the
 * status and the note, what the visitor wrote and the e-mail record are read-only (also enforced
 * on the server, api/contact-submission/lib/read-only-fields.ts).
 */
export const contactSubmission: EditorLayout = {
  uid: 'api::contact-submission.contact-submission',
  mainField: 'name',
  sort: { field: 'createdAt', order: 'DESC' },
  // What the team acts on first (the status, whether the e-mail went out) before the long
  // columns, so it stays on screen at 1440 px beside the admin's menus.
  list: ['createdAt', 'name', 'leadStatus', 'emailStatus', 'interest', 'language', 'email'],
  columns: { createdAt: 'Recibido' },
  fields: {
    leadStatus: { label: 'Estado', description: 'Nuevo → Contactado → Calificado o Descartado.' },
    note: { label: 'Nota interna', description: 'Solo para el equipo; el visitante nunca la ve.' },
    name: { label: 'Nombre', description: 'Nombre que escribió el visitante.', editable: false },
    email: {
      label: 'Correo',
      description: 'Correo del visitante; respóndele desde tu correo.',
      editable: false,
    },
    interest: {
      label: 'Interés',
      description: 'Lo que eligió en «¿Qué te interesa?» (opcional).',
      editable: false,
    },
    language: {
      label: 'Idioma',
      description: 'Idioma del sitio desde el que escribió (es o en).',
      editable: false,
    },
    message: { label: 'Mensaje', description: 'Lo que escribió el visitante.', editable: false },
    pagePath: {
      label: 'Página',
      description: 'Página del sitio desde la que se envió el formulario.',
      editable: false,
    },
    source: {
      label: 'Origen',
      description:
        'De dónde llegó el visitante a la primera página de su visita: el utm_source de un enlace de campaña, el sitio que lo enlazó o «(direct)». Vacío si el navegador no lo dijo (sin JavaScript, o con «No rastrear»).',
      editable: false,
    },
    campaign: {
      label: 'Campaña',
      description:
        'El utm_campaign (y el utm_medium tras la barra) del enlace con que llegó, si traía uno.',
      editable: false,
    },
    policyVersion: {
      label: 'Versión de la política aceptada',
      description: 'La versión de la política de privacidad que el formulario mostraba (Ley 1581).',
      editable: false,
    },
    consentAt: { label: 'Autorización (fecha y hora)', description: READ_ONLY, editable: false },
    emailStatus: {
      label: 'Envío del correo',
      description:
        'Si el aviso por correo al equipo salió (enviado), espera (pendiente), falló (fallido; se reintenta solo) o se retuvo por el tope de avisos por hora (retenido).',
      editable: false,
    },
    emailAttempts: {
      label: 'Intentos de envío',
      description: 'Cuántas veces se intentó enviar el aviso por correo al equipo.',
      editable: false,
    },
    notifiedAt: {
      label: 'Correo enviado',
      description: 'Cuándo salió el aviso por correo al equipo.',
      editable: false,
    },
    emailLastError: {
      label: 'Último error del correo',
      description: 'Por qué falló el último intento de aviso, si falló.',
      editable: false,
    },
  },
  edit: [
    ['leadStatus'],
    [{ field: 'note', size: 12 }],
    ['name', 'email'],
    ['interest', 'language'],
    [{ field: 'message', size: 12 }],
    ['pagePath', 'policyVersion'],
    ['source', 'campaign'],
    ['consentAt', 'emailStatus'],
    ['notifiedAt', 'emailAttempts'],
    ['emailLastError'],
  ],
};
