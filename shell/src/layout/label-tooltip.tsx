/**
 * A label tooltip (Fluent's Tooltip, relationship "label") loaded once the first screen is up: the tooltip and
 * its positioning engine (~17 KiB gzip) are hover hints, not what the first screen needs (bench/bundle, "until
 * render"). Until then the trigger carries the accessible name the tooltip gives it (a label tooltip with text
 * content is its trigger's aria-label), so the control reads the same either way.
 */
import { AfterFirstScreen } from '../app/after-first-screen.tsx';
import { cloneElement, lazy, type ReactElement } from 'react';
import type { TooltipProps } from '@fluentui/react-components';
import { loadWhenIdle } from '../app/when-idle.ts';

const Tooltip = lazy(() => loadWhenIdle(() => import('./tooltip.ts')).then((module) => ({ default: module.Tooltip })));

export interface LabelTooltipProps {
  content: string;
  children: ReactElement<{ 'aria-label'?: string }>;
  /** Where the tooltip opens (Fluent's default: above the trigger). */
  positioning?: TooltipProps['positioning'];
}

export function LabelTooltip({ content, children, positioning }: LabelTooltipProps) {
  return (
    <AfterFirstScreen fallback={cloneElement(children, { 'aria-label': content })}>
      <Tooltip content={content} relationship="label" positioning={positioning}>
        {children}
      </Tooltip>
    </AfterFirstScreen>
  );
}
