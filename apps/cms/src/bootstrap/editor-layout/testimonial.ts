import type { EditorLayout } from './types';

export const testimonial: EditorLayout = {
  uid: 'api::testimonial.testimonial',
  mainField: 'name',
  sort: { field: 'order', order: 'ASC' },
  list: ['order', 'name', 'role', 'updatedAt'],
  fields: {
    quote: {
      label: 'Cita',
      description: 'Lo que dice la persona, tal como aparece en el carrusel de testimonios.',
    },
    name: {
      label: 'Nombre',
      description: 'Quién lo dice; aparece bajo la cita.',
    },
    role: {
      label: 'Cargo o perfil',
      column: 'Perfil',
      description: 'Quién es: «Streamer», «Manager freelance»... aparece junto al nombre.',
    },
    avatarAlt: {
      label: 'Texto alternativo',
      description:
        'Describe la foto en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
    },
    avatarDecorative: {
      label: 'Imagen decorativa',
      description:
        'Márcala solo si la foto adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
    },
    avatar: {
      label: 'Foto',
      description: 'Retrato junto al nombre (cuadrado, 400×400).',
    },
    videoUrl: {
      label: 'Enlace al vídeo',
      description:
        'Si hay vídeo del testimonio, su dirección completa; muestra un enlace para verlo.',
      placeholder: 'https://www.tiktok.com/@usuario/video/…',
    },
    order: {
      label: 'Orden',
      description: 'Posición en el carrusel: 1 es el primero (igual en ambos idiomas).',
    },
  },
  edit: [
    [{ field: 'quote', size: 12 }],
    ['name', 'role'],
    ['avatar', 'videoUrl'],
    ['avatarAlt', 'avatarDecorative'],
    ['order'],
  ],
};
