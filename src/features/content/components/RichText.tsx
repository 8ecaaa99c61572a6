import type { RichTextComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { Blocks } from './Blocks.tsx';

export function RichText({ component }: { component: RichTextComponent }) {
  return (
    <div className={styles.richText}>
      <Blocks blocks={component.blocks} />
    </div>
  );
}
