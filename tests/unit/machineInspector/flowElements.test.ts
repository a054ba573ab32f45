import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { layoutDiagram } from '../../../src/features/machineInspector/diagram/diagramLayout';
import { flowEdges, flowNodes } from '../../../src/features/machineInspector/diagram/flowElements';
import { readMachineGraph } from '../../../src/features/machineInspector/diagram/machineGraph';

const elk = new ELK();
const graph = readMachineGraph(checkoutMachine);
const layout = await layoutDiagram(graph, (each) => elk.layout(each));

describe('the diagram drawn for React Flow', () => {
  it('lights the active leaf apart from its active ancestors, and nothing else', () => {
    const nodes = flowNodes(layout, ['checkout', 'checkout.payment', 'checkout.payment.walletQr']);
    const lit = nodes.flatMap((node) =>
      node.type === 'state' && node.data.activity ? [[node.id, node.data.activity]] : [],
    );
    expect(lit).toEqual([
      ['checkout.payment', 'ancestor'],
      ['checkout.payment.walletQr', 'leaf'],
    ]);
  });

  it('draws every region under every simple state', () => {
    const zIndexes = (holdsStates: boolean) =>
      flowNodes(layout, []).flatMap((node) =>
        node.type === 'state' && node.data.state.holdsStates === holdsStates
          ? [node.zIndex ?? 0]
          : [],
      );
    expect(Math.max(...zIndexes(true))).toBeLessThan(Math.min(...zIndexes(false)));
  });

  it("gives each arrow its guards' descriptions", () => {
    const described = [{ name: 'hasSelectedAddress', description: 'An address is chosen.' }];
    const pay = flowEdges(layout, described).find(
      (edge) => edge.source === 'checkout.address.choosing' && edge.target === 'checkout.payment',
    );
    expect(pay?.data?.guardDescriptions).toBe('hasSelectedAddress: An address is chosen.');
  });
});
