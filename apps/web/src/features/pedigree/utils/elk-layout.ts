import type { Pedigree } from '@plotline/contract/pedigree';
import ELK from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import { fromElkGraph, type PedigreeLayout, toElkGraph } from './layout-pedigree.ts';

let elk: InstanceType<typeof ELK> | undefined;

/**
 * Lays a pedigree out with ELK in its web worker (elk-worker.min.js, a file of this origin),
 * so a large tree never blocks the page; one worker serves every layout.
 */
export async function layoutPedigree(pedigree: Pedigree): Promise<PedigreeLayout> {
  elk ??= new ELK({ workerUrl: elkWorkerUrl });
  const laidOut = await elk.layout(toElkGraph(pedigree));
  return fromElkGraph(pedigree, laidOut);
}
