import type { ReactNode } from 'react';

/** The dark opening band of code routes (blog, 404, sitemap) with the page's h1. */
export function PageHeader({
  title,
  children,
  lang,
}: {
  title: string;
  children?: ReactNode;
  lang?: string;
}) {
  return (
    <section
      data-theme="dark"
      className="relative overflow-hidden bg-hero pt-36 pb-16 text-white md:pt-44 md:pb-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent/30 blur-3xl"
      />
      <div className="container-page relative max-w-4xl text-center">
        <h1 lang={lang} className="text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-5 text-lg text-white/85">{children}</div> : null}
      </div>
    </section>
  );
}
