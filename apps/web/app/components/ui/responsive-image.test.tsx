import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../../test/mocks/factories';
import { ResponsiveImage } from './responsive-image';

const media = buildMedia({ alternativeText: 'Escenario violeta (texto de la biblioteca)' });

describe('responsive image alt text', () => {
  it("uses the entry's alt text in its own language", () => {
    render(<ResponsiveImage media={media} alt="Violet stage" sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Violet stage');
  });

  it.each([null, undefined, '', '   '])(
    "falls back to the media's alt only when the entry's is empty (%j)",
    (alt) => {
      render(<ResponsiveImage media={media} alt={alt} sizes="100vw" />);
      expect(screen.getByRole('img')).toHaveAttribute(
        'alt',
        'Escenario violeta (texto de la biblioteca)',
      );
    },
  );
});
