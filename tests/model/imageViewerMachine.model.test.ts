import { expect } from 'vitest';
import { imageViewerMachine } from '../../machines/imageViewerMachine';
import { pictures, imageViewerSamples } from '../../machines/samples/imageViewerSamples';
import { describeModel } from './support/describeModel';
import { effect, entered, isIn } from './support/effects';

describeModel('imageViewerMachine', {
  machine: imageViewerMachine,
  events: imageViewerSamples.events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  // The focus goes back to the picture whenever a shown viewer goes, however it goes; a viewer
  // that could not load says so; dropping an opening still loading does neither.
  effects: (step) => {
    if (!entered(step, 'imageViewer.closed')) return [];
    if (isIn(step.before, 'imageViewer.open')) return [effect('returnFocus')];
    return step.event.type === 'xstate.error.actor.load' ? [effect('reportNotLoaded')] : [];
  },
  invariants: {
    'imageViewer.loading': (snapshot) => {
      expect(snapshot.context.index).toBe(1);
      expect(snapshot.children.load).toBeDefined();
      expect(snapshot.children.escapeKey).toBeDefined();
    },
    // The viewer exists only in `open`: leaving it stops the actor that shows it.
    'imageViewer.open': (snapshot) => {
      expect(snapshot.context.pictures).toEqual(pictures);
      expect(snapshot.children.viewer).toBeDefined();
      expect(snapshot.children.escapeKey).toBeUndefined();
    },
    'imageViewer.closed': (snapshot) => {
      expect(snapshot.children.viewer).toBeUndefined();
      expect(snapshot.context.pictures).toEqual([]);
    },
  },
});
