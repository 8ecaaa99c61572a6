import type { Inline } from '../../../api/content.ts';
import { ContentLink } from './ContentLink.tsx';

/** A run of text nodes: plain or strong text and links. */
export function Inlines({ content }: { content: readonly Inline[] }) {
  return content.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: text nodes have no identity of their own and never move.
    <InlineNode key={index} node={node} />
  ));
}

function InlineNode({ node }: { node: Inline }) {
  if (typeof node === 'string') return node;
  switch (node.type) {
    case 'text':
      return node.strong ? <strong>{node.text}</strong> : node.text;
    case 'link':
      return <ContentLink href={node.href}>{node.text}</ContentLink>;
    default:
      return unknownNode(node);
  }
}

function unknownNode(node: never): never {
  throw new Error(`No view for inline content ${JSON.stringify(node)}`);
}
