import { useId } from 'react';
import type { ContentBlock } from '../../api/contract/company/about';
import { SidePicture } from '../../components/page/SidePicture';
import * as blocks from '../../styles/blocks.css';
import * as css from './about.css';

function AboutBlock({ block, index }: { block: ContentBlock; index: number }) {
  const headingId = useId();
  const paragraphs = block.content.split('\n').filter((line) => line.trim() !== '');
  return (
    <section
      className={index % 2 === 0 ? `${css.section} ${css.alt}` : css.section}
      aria-labelledby={headingId}
    >
      <div className={`${blocks.inner} ${blocks.split}`}>
        <SidePicture
          src={block.image}
          caption={block.title}
          side={index % 2 === 1 ? 'right' : 'left'}
        />
        <div>
          <h2 id={headingId} className={css.blockTitle}>
            {block.title}
          </h2>
          {paragraphs.map((text, line) => (
            <p key={line} className={css.paragraph}>
              {text}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The about page's blocks, pictures alternating sides. */
export function AboutBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => (
    <AboutBlock key={`${block.title}-${index}`} block={block} index={index} />
  ));
}
