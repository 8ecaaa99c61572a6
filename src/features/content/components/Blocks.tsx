import type { Block } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { Inlines } from './Inlines.tsx';

/** Paragraphs and lists. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity of their own and never move.
    <BlockNode key={index} block={block} />
  ));
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Inlines content={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own.
            <li key={index}>
              <Inlines content={item} />
            </li>
          ))}
        </List>
      );
    }
    default:
      return unknownBlock(block);
  }
}

function unknownBlock(block: never): never {
  throw new Error(`No view for content block ${JSON.stringify(block)}`);
}
