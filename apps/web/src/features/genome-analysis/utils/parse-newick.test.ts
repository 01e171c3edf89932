import { describe, expect, it } from 'vitest';
import { listTips, parseNewick } from './parse-newick.ts';

describe('parseNewick', () => {
  it('reads tips, nesting and branch lengths', () => {
    const tree = parseNewick('((A:0.1,B:0.2):0.05,C:1e-1);');
    expect(tree.children).toHaveLength(2);
    const [inner, c] = tree.children;
    expect(inner?.length).toBe(0.05);
    expect(inner?.children.map((n) => [n.name, n.length])).toEqual([
      ['A', 0.1],
      ['B', 0.2],
    ]);
    expect(c).toEqual({ name: 'C', length: 0.1, children: [] });
  });

  it('reads quoted labels with doubled quotes, keeps underscores and skips comments', () => {
    const tree = parseNewick("('Line 1':1,'O''Brien x':2,ВНИИМК_8883:-0.5[&note])root;");
    expect(listTips(tree).map((tip) => tip.name)).toEqual(['Line 1', "O'Brien x", 'ВНИИМК_8883']);
    expect(tree.children[2]?.length).toBe(-0.5);
    expect(tree.name).toBe('root');
  });

  it('allows whitespace and a missing semicolon', () => {
    const tree = parseNewick(' ( A : 1 , ( B:2 , C:3 ) : 4 ) ');
    expect(listTips(tree).map((tip) => tip.name)).toEqual(['A', 'B', 'C']);
  });

  it('rejects unbalanced or trailing text', () => {
    expect(() => parseNewick('((A,B);')).toThrow(/\)/);
    expect(() => parseNewick('(A,B);(C,D);')).toThrow(/after the tree/);
    expect(() => parseNewick("('A,B);")).toThrow(/quote/);
  });

  it('reads a deep caterpillar of 3,000 tips', () => {
    let text = 't0:1';
    for (let i = 1; i < 3000; i++) text = `(${text},t${i}:1):1`;
    const tips = listTips(parseNewick(`${text};`));
    expect(tips).toHaveLength(3000);
    expect(tips[0]?.name).toBe('t0');
  });
});
