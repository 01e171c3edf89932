import { linkifyReference } from '../utils/linkify-reference.ts';

/** A literature reference with its DOI and URLs as links (opened in a new tab). */
export function ReferenceText({ reference }: { reference: string }) {
  return (
    <>
      {linkifyReference(reference).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
