import { describe, expect, it } from 'vitest';
import { linkifyReference } from './linkify-reference.ts';

describe('linkifyReference', () => {
  it('links a DOI to doi.org, keeping the sentence’s full stop as text', () => {
    expect(
      linkifyReference('Theor Appl Genet 121: 1633–1644. doi:10.1007/s00122-010-1416-4.'),
    ).toEqual([
      { kind: 'text', text: 'Theor Appl Genet 121: 1633–1644. ' },
      {
        kind: 'link',
        text: 'doi:10.1007/s00122-010-1416-4',
        href: 'https://doi.org/10.1007/s00122-010-1416-4',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links a URL to itself, a doi.org URL included, and a bare DOI', () => {
    expect(
      linkifyReference('see https://doi.org/10.1051/ocl/2015051, and 10.1111/mpp.12164'),
    ).toEqual([
      { kind: 'text', text: 'see ' },
      {
        kind: 'link',
        text: 'https://doi.org/10.1051/ocl/2015051',
        href: 'https://doi.org/10.1051/ocl/2015051',
      },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: '10.1111/mpp.12164', href: 'https://doi.org/10.1111/mpp.12164' },
    ]);
  });

  it('leaves a reference without links as one text', () => {
    expect(linkifyReference('Leclercq P. (1969) Annales 19: 99–106.')).toEqual([
      { kind: 'text', text: 'Leclercq P. (1969) Annales 19: 99–106.' },
    ]);
  });
});
