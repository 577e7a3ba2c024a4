/**
 * Renders a note's Markdown as React elements (see lib/markdown.ts): no HTML string is ever
 * inserted, so whatever a note holds is shown as text.
 */
import type { ReactNode } from 'react';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown';

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={key}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={key}>{inlines(node.children)}</em>;
      case 'code':
        return (
          <code key={key} className="rounded bg-surface-muted px-1 font-mono text-sm">
            {node.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={key}
            href={node.href}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="text-primary underline"
          >
            {inlines(node.children)}
          </a>
        );
      case 'image':
        return (
          <img key={key} src={node.src} alt={node.alt} loading="lazy" className="my-2 max-h-96 max-w-full rounded-lg" />
        );
      case 'break':
        return <br key={key} />;
      default:
        return null;
    }
  });
}

const headingClass = ['text-2xl', 'text-xl', 'text-lg', 'text-base'];

function block(node: Block, index: number): ReactNode {
  const key = `${node.kind}-${index}`;
  switch (node.kind) {
    case 'heading': {
      // A note's own headings sit under the page's h1.
      const Tag = (['h2', 'h3', 'h4', 'h5'] as const)[node.level - 1] ?? 'h5';
      return (
        <Tag key={key} className={`${headingClass[node.level - 1]} mt-4 font-bold text-ink`}>
          {inlines(node.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="my-2">
          {inlines(node.children)}
        </p>
      );
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key} className={`my-2 ps-6 ${node.ordered ? 'list-decimal' : 'list-disc'}`}>
          {node.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their place
            <li key={itemIndex}>{inlines(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        <div
          key={key}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so a keyboard must reach it (axe scrollable-region-focusable)
          tabIndex={0}
          className="my-3 overflow-x-auto focus-visible:outline-2"
        >
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                {node.header.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <th key={cellIndex} className="border border-border bg-surface-muted px-2 py-1 text-start">
                    {inlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={cellIndex} className="border border-border px-2 py-1">
                      {inlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre key={key} className="my-2 overflow-x-auto rounded-lg bg-surface-muted p-3 font-mono text-sm">
          {node.text}
        </pre>
      );
    case 'quote':
      return (
        <blockquote key={key} className="my-2 border-s-4 border-border ps-3 text-muted">
          {inlines(node.children)}
        </blockquote>
      );
    case 'rule':
      return <hr key={key} className="my-4 border-border" />;
    default:
      return null;
  }
}

export function MarkdownView({ source }: { source: string }) {
  return <div className="leading-relaxed text-ink">{parseMarkdown(source).map(block)}</div>;
}
