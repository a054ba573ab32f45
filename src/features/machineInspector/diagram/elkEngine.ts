/**
 * ELK in a web worker: laying out a large machine takes the engine a while, and the page stays
 * responsive meanwhile. One worker serves every diagram of the page (the live view shows several).
 */
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { LayoutEngine } from './diagramLayout';

let elk: InstanceType<typeof ELK> | undefined;

export const elkEngine: LayoutEngine = (graph) =>
  (elk ??= new ELK({ workerUrl: elkWorkerUrl })).layout(graph);
