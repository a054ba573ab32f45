import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AriaLabelConfig } from '@xyflow/react';

/**
 * React Flow's words for assistive technology (its controls, minimap, and the descriptions of
 * nodes and edges), in the page's language instead of its built-in English; nothing here is
 * selected or moved, so the descriptions say what a node and an arrow are.
 */
export function useFlowAriaLabels(): Partial<AriaLabelConfig> {
  const { t } = useLingui();
  return useMemo(() => {
    const state = t`A state of the machine; its transitions are the arrows that leave it.`;
    return {
      'node.a11yDescription.default': state,
      'node.a11yDescription.keyboardDisabled': state,
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t`Moved ${direction}: x ${x}, y ${y}.`,
      'edge.a11yDescription.default': t`A transition from one state to another.`,
      'controls.ariaLabel': t`Diagram controls`,
      'controls.zoomIn.ariaLabel': t`Zoom in`,
      'controls.zoomOut.ariaLabel': t`Zoom out`,
      'controls.fitView.ariaLabel': t`Fit the whole diagram`,
      'controls.interactive.ariaLabel': t`Toggle interactivity`,
      'minimap.ariaLabel': t`Overview of the diagram`,
      'handle.ariaLabel': t`End of a transition`,
    };
  }, [t]);
}
