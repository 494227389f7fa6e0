import type { RichTextBlock, RichTextInline, RichText as RichTextValue } from '@brilla/types';
import { Fragment, type ReactNode } from 'react';
import { SmartLink } from './smart-link';

function Inline({ nodes }: { nodes: RichTextInline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        const key = `${node.type}-${index}`;
        if (node.type === 'link') {
          return (
            <SmartLink
              key={key}
              href={node.url}
              className="font-semibold text-brand underline underline-offset-2"
            >
              <Inline nodes={node.children} />
            </SmartLink>
          );
        }
        let content: ReactNode = node.text;
        if (node.code) content = <code className="rounded bg-ink/5 px-1">{content}</code>;
        if (node.bold) content = <strong>{content}</strong>;
        if (node.italic) content = <em>{content}</em>;
        if (node.underline) content = <u>{content}</u>;
        if (node.strikethrough) content = <s>{content}</s>;
        return <Fragment key={key}>{content}</Fragment>;
      })}
    </>
  );
}

const HEADINGS = {
  // A page has one h1 (its hero); rich text starts at h2.
  1: 'h2',
  2: 'h2',
  3: 'h3',
  4: 'h4',
  5: 'h5',
  6: 'h6',
} as const;

const HEADING_STYLE = 'mt-10 mb-4 font-bold tracking-tight text-ink';

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="my-5 leading-relaxed">
          <Inline nodes={block.children} />
        </p>
      );
    case 'heading': {
      const Tag = HEADINGS[block.level] ?? 'h2';
      const size = Tag === 'h2' ? 'text-2xl md:text-3xl' : 'text-xl md:text-2xl';
      return (
        <Tag className={`${HEADING_STYLE} ${size}`}>
          <Inline nodes={block.children} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.format === 'ordered' ? 'ol' : 'ul';
      return (
        <Tag
          className={`my-5 space-y-2 ps-6 ${block.format === 'ordered' ? 'list-decimal' : 'list-disc'} marker:text-brand`}
        >
          {block.children.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own
            <li key={index}>
              <Inline nodes={item.children} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-8 border-s-4 border-brand bg-brand-light/60 px-6 py-4 text-lg italic">
          <Inline nodes={block.children} />
        </blockquote>
      );
    case 'code':
      return (
        <pre className="my-6 overflow-x-auto rounded-xl bg-night p-4 text-sm text-white">
          <code>
            <Inline nodes={block.children} />
          </code>
        </pre>
      );
    case 'image':
      return (
        <img
          src={block.image.url}
          alt={block.image.alternativeText ?? ''}
          width={block.image.width}
          height={block.image.height}
          loading="lazy"
          decoding="async"
          className="my-8 h-auto w-full rounded-2xl"
        />
      );
    default:
      return null;
  }
}

/** Strapi "blocks" rich text rendered as React elements (never as raw HTML). */
export function RichText({
  content,
  className = '',
}: {
  content: RichTextValue | null | undefined;
  className?: string;
}) {
  if (!Array.isArray(content)) return null;
  return (
    <div className={className}>
      {content.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional in the CMS document
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
