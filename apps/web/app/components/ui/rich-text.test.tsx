import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from '~/lib/rich-text';
import { paragraph } from '../../../test/mocks/factories';
import { renderInApp } from '../../../test/render';
import { RichText } from './rich-text';

describe('rich text', () => {
  it('renders Strapi blocks as elements, keeps one h1 per page and localizes site links', () => {
    const { container } = renderInApp(
      <RichText
        content={[
          { type: 'heading', level: 1, children: [{ type: 'text', text: 'Título' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Lee ' },
              {
                type: 'link',
                url: '/nosotros',
                children: [{ type: 'text', text: 'quiénes somos', bold: true }],
              },
              { type: 'text', text: '<script>alert(1)</script>' },
            ],
          },
          {
            type: 'list',
            format: 'ordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'uno' }] }],
          },
          { type: 'quote', children: [{ type: 'text', text: 'cita' }] },
        ]}
      />,
      { path: '/en/blogs/x' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Título' })).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('link', { name: 'quiénes somos' })).toHaveAttribute(
      'href',
      '/en/nosotros',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('ol li')).toHaveTextContent('uno');
    expect(container.querySelector('blockquote')).toHaveTextContent('cita');
  });

  it('opens external links in a new window without opener access', () => {
    renderInApp(
      <RichText
        content={[
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                url: 'https://tiktok.com',
                children: [{ type: 'text', text: 'TikTok' }],
              },
            ],
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'TikTok' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('computes reading time at 200 words per minute, at least one', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'palabra').join(' ');
    expect(readingMinutes([paragraph(words(200))])).toBe(1);
    expect(readingMinutes([paragraph(words(201))])).toBe(2);
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes(null)).toBe(1);
  });
});
