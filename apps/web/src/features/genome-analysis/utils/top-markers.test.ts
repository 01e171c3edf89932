import { describe, expect, it } from 'vitest';
import { listTestedMarkers, listTopMarkers, toMarkersCsv } from './top-markers.ts';

const MARKERS = {
  name: ['a', 'b,1', 'c', 'd'],
  chr: ['1', '1', '2', '2'],
  pos: [10, 20, 5, 9],
  beta: [0.5, -1.25, null, 2],
  se: [0.1, 0.2, null, 0.3],
  p: [0.02, 1e-9, null, 0.02],
  q: [0.03, 4e-9, null, 0.03],
};

describe('top markers', () => {
  it('lists the smallest p first, ties in matrix order, without untested markers', () => {
    expect(listTopMarkers(MARKERS, 50).map((row) => row.name)).toEqual(['b,1', 'a', 'd']);
    expect(listTopMarkers(MARKERS, 1)).toEqual([
      { index: 1, name: 'b,1', chr: '1', pos: 20, beta: -1.25, se: 0.2, p: 1e-9, q: 4e-9 },
    ]);
  });

  it('writes every tested marker as CSV, quoting where needed', () => {
    expect(toMarkersCsv(listTestedMarkers(MARKERS))).toBe(
      'marker,chr,pos,beta,se,p,q\na,1,10,0.5,0.1,0.02,0.03\n"b,1",1,20,-1.25,0.2,1e-9,4e-9\nd,2,9,2,0.3,0.02,0.03\n',
    );
  });
});
