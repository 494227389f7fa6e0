import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBlog } from '../../../test/mocks/factories';
import { renderInApp } from '../../../test/render';
import { BlogCard } from './blog-card';

describe('blog card', () => {
  it('shows title, localized date, author and a lazy cover with its size', () => {
    const { content: _content, ...post } = buildBlog({
      title: 'Guía',
      slug: 'guia',
      publishedDate: '2026-09-14',
    });
    const { container } = renderInApp(<BlogCard post={post} fallback={false} />, {
      path: '/en/blog',
    });
    expect(screen.getByRole('link', { name: 'Guía' })).toHaveAttribute('href', '/en/blogs/guia');
    expect(container).toHaveTextContent('September 14, 2026');
    expect(container).toHaveTextContent('By Laura Gómez');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image?.getAttribute('srcset')).toContain('500w');
  });

  it('marks a Spanish post on an English page and says English is missing', () => {
    const { content: _content, ...post } = buildBlog({
      title: 'Solo en español',
      publishedDate: '2026-09-14',
    });
    const { container } = renderInApp(<BlogCard post={post} fallback eager />, {
      path: '/en/blog',
    });
    expect(screen.getByText('Solo en español').closest('[lang="es"]')).not.toBeNull();
    expect(screen.getByText(post.excerpt).closest('[lang="es"]')).not.toBeNull();
    // The Spanish notice is marked Spanish; the English date and author line are not.
    expect(screen.getByText('Contenido no disponible en inglés aún')).toHaveAttribute('lang', 'es');
    const byline = screen.getByText(/By Laura Gómez/);
    expect(byline).toHaveTextContent('September 14, 2026');
    expect(byline.closest('[lang="es"]')).toBeNull();
    expect(container.querySelector('[lang="en"]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
