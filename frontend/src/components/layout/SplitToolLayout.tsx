import type { ReactNode } from 'react';

interface SplitToolLayoutProps {
  /** What a visitor types first (the amount, the number, the text): beside the result on a wide screen, right above it on a phone. */
  inputs: ReactNode;
  /** The answer to the inputs. */
  result: ReactNode;
  /** The rest: secondary settings, notes, links; one card or several, one under the other. */
  more: ReactNode;
  /** The tool's own class, for its own styles. */
  className?: string;
}

/**
 * A tool page whose inputs come in two parts. On a phone the answer comes right after the first inputs, so the
 * field being typed in and its result share the first screen instead of the result being a screen or two below;
 * on a wide screen the first inputs and the rest are on the left and the result beside both. Its styles are in
 * tools/tool-shell.css, which every tool page loads.
 */
export function SplitToolLayout({ inputs, result, more, className }: SplitToolLayoutProps) {
  return (
    <div className={className ? `tool-layout tool-layout--split ${className}` : 'tool-layout tool-layout--split'}>
      <div className="tool-layout__inputs">{inputs}</div>
      <div className="tool-layout__result">{result}</div>
      <div className="tool-layout__more">{more}</div>
    </div>
  );
}
