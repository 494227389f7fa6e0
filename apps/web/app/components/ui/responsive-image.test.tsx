import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOTS } from '~/lib/media';
import { buildMedia } from '../../../test/mocks/factories';
import { ResponsiveImage } from './responsive-image';

const media = buildMedia({ alternativeText: 'Escenario violeta (texto de la biblioteca)' });

describe('responsive image candidates', () => {
  it('lists the variants that fit its slot, with that slot’s sizes, never the upload', () => {
    const photo = buildMedia({
      url: '/uploads/foto.jpg',
      formats: {
        w168: { url: '/uploads/w168_foto.jpg', width: 168 },
        w576: { url: '/uploads/w576_foto.jpg', width: 576 },
        w768: { url: '/uploads/w768_foto.jpg', width: 768 },
      },
    });
    render(<ResponsiveImage media={photo} alt="Foto" slot={SLOTS.team} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/uploads/w576_foto.jpg');
    expect(img).toHaveAttribute('srcset', '/uploads/w576_foto.jpg 576w');
    expect(img).toHaveAttribute('sizes', '192px');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('loads an image that is not the page’s first lazily', () => {
    render(<ResponsiveImage media={buildMedia()} alt="Foto" slot={SLOTS.card} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });
});

describe('responsive image alt text', () => {
  it("uses the entry's alt text in its own language", () => {
    render(<ResponsiveImage media={media} alt="Violet stage" slot={SLOTS.hero} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Violet stage');
  });

  it.each([null, undefined, '', '   '])(
    "falls back to the media's alt only when the entry's is empty (%j)",
    (alt) => {
      render(<ResponsiveImage media={media} alt={alt} slot={SLOTS.hero} />);
      expect(screen.getByRole('img')).toHaveAttribute(
        'alt',
        'Escenario violeta (texto de la biblioteca)',
      );
    },
  );
});
