import { Children, Fragment, type ReactNode } from 'react';
import { linePieces } from '@/lib/text/phrases';

/**
 * Japanese text that breaks only between phrases and words (lib/text/phrases.ts linePieces): the
 * one wrapper for headings, banners, buttons and the phone modal. Each string child becomes its
 * pieces with <wbr> between them, a piece holding 「Wi-Fi」 in a nowrap span, inside a span of
 * `.phrases` (app/globals.css: `word-break: keep-all` so the browser breaks only at those
 * opportunities, `overflow-wrap: anywhere` so a piece wider than the line still wraps rather than
 * overflowing). Elements among the children (a link, an icon) are kept as they are: wrap their
 * text in its own <Phrases>. Renders on the server and in the browser alike (budoux's parser, no
 * DOM).
 */
export function Phrases({ children }: { children: ReactNode }) {
  return <span className="phrases">{phrased(children)}</span>;
}

function phrased(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    typeof child === 'string' ? <PhrasedString text={child} /> : child,
  );
}

function PhrasedString({ text }: { text: string }) {
  const pieces = linePieces(text);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {piece.nowrap ? <span className="whitespace-nowrap">{piece.text}</span> : piece.text}
    </Fragment>
  ));
}
