import type { ContentBlock } from '../../api/contract/portal/module';

/** Every block view takes the block as the backend sent it. */
export interface BlockProps {
  block: ContentBlock;
}
